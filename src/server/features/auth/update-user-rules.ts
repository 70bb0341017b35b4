import { APIError } from 'better-auth/api';
import { accountUpdateSchema, AUTH_MESSAGES } from '../../../shared/auth';

/**
 * better-auth's /update-user writes whatever name and image it is given (a 60,000-character name, a
 * `javascript:` picture; a null name reaches the database and fails there). The body must pass the same rule as
 * the profile's Personal Info before better-auth sees it; the trimmed name replaces what was sent.
 */
export function checkedUpdateUserBody(body: unknown): { name?: string } {
  const parsed = accountUpdateSchema.safeParse(body, { error: messageForWrongType });
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? AUTH_MESSAGES.name;
  throw new APIError('BAD_REQUEST', { message, code: 'INVALID_ACCOUNT_UPDATE' });
}

/** zod's default for a wrong type names types, not the fix; the schema's own messages cover everything else. */
function messageForWrongType(issue: { code?: string; path?: PropertyKey[] }): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  return issue.path?.length ? AUTH_MESSAGES.name : 'Send a JSON object such as {"name": "Ada Lovelace"}.';
}
