/** Error codes of the API's one error envelope `{error: {code, message, fields?}}`, with their HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  CSRF_FAILED: 403,
  FORBIDDEN: 403,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field name → the message to show beside that field. */
export type FieldErrors = Record<string, string>;
