import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './app-error';
import { formHasNul, nulError } from './nul-characters';

/** The shape of the ids the database gives rows (gen_random_uuid); anything else cannot name a row. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses the query string with a shared schema; a bad value is a 400 with field messages. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The multipart body, or a 400 with `message` (which says what to send) when it is not one. Its text parts are
 * checked for NUL here, where they are parsed: the /api middleware leaves multipart bodies (file bytes) alone.
 */
export async function parseFormData(c: Context, message: string): Promise<FormData> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('BAD_REQUEST', message);
  }
  if (formHasNul(form)) throw nulError();
  return form;
}

/** Parses a JSON body with a shared schema; a body that is not JSON, or not valid, is a 400 and nothing runs. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
