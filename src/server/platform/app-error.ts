import type { ZodError } from 'zod';
import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '../../shared/errors';

/** Thrown anywhere on the server; `app.onError` turns it into the JSON envelope with the right status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

/** The first message per field, keyed by dotted path ("" for the whole body). */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldErrorsFromZod(error);
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', first, fields);
}
