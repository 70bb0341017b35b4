import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

/**
 * PostgreSQL cannot store U+0000 in text (it answers an error, which became a 500), and no person types one.
 * So a NUL anywhere in what a caller sends is refused once, here, with a 400 before any handler (ours or
 * better-auth's) runs, rather than by every schema: better-auth's bodies never meet our schemas.
 */
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

export const nulError = () => new AppError('BAD_REQUEST', NUL_MESSAGE);

/** A NUL in JSON text: the escape `\u0000` not itself escaped (`\\u0000` is a backslash and the text "u0000"). */
const JSON_ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/i;
const PERCENT_ENCODED_NUL = /%00/;

/** The path and query string as sent, so `%00` is seen before anything decodes it. */
export function urlHasNul(url: string): boolean {
  return url.includes('\u0000') || PERCENT_ENCODED_NUL.test(url);
}

/**
 * A body read as text. A handler may parse it as JSON whatever its Content-Type says (parseJson does), so the JSON
 * escape counts in every text body; `%00` only where it decodes to a NUL, in a url-encoded form.
 */
export function bodyHasNul(text: string, contentType: string): boolean {
  if (text.includes('\u0000') || JSON_ESCAPED_NUL.test(text)) return true;
  return /^application\/x-www-form-urlencoded\b/i.test(contentType) && PERCENT_ENCODED_NUL.test(text);
}

/** The text parts of a multipart form: field values and file names (files' bytes are the files' own business). */
export function formHasNul(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    if (name.includes('\u0000')) return true;
    if (typeof value === 'string' ? value.includes('\u0000') : value.name.includes('\u0000')) return true;
  }
  return false;
}

const MULTIPART = /^multipart\/form-data\b/i;

/**
 * Refuses a request whose URL or body holds a NUL. The body is read through Hono's body cache, so handlers after
 * this one read the same bytes again (better-auth's route rebuilds its request from them: forwarded-request.ts).
 * Multipart bodies (uploads, megabytes of file bytes) are left to `parseFormData`, which checks their text parts.
 */
export function refuseNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (urlHasNul(pathAndQuery(c))) throw nulError();
    const contentType = c.req.header('content-type') ?? '';
    const mayHaveBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (mayHaveBody && c.req.raw.body && !MULTIPART.test(contentType)) {
      const text = new TextDecoder().decode(await c.req.arrayBuffer());
      if (bodyHasNul(text, contentType)) throw nulError();
    }
    await next();
  };
}

function pathAndQuery(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}
