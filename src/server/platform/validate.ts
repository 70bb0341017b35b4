import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, validationError } from './app-error';
import type { RouteContract } from './contract';
import { formHasNul, nulError } from './nul-characters';

import { UUID_PATTERN } from '../../shared/row-id';

export { UUID_PATTERN };

/**
 * A row id taken from a form field, as the database writes it (lowercase). Only ids we could have issued reach the
 * database; anything else is simply not found, with `notFound` as the message. Path ids: parseParams.
 */
export function rowId(value: unknown, notFound: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw new AppError('NOT_FOUND', notFound);
  return value.toLowerCase();
}

/** The JSON body schema a route's contract declares (`request.body.content['application/json'].schema`). */
type JsonBodyOf<R> = R extends { request: { body: { content: { 'application/json': { schema: infer S } } } } }
  ? S extends z.ZodType
    ? S
    : never
  : never;
/** The query schema a route's contract declares (`request.query`). */
type QueryOf<R> = R extends { request: { query: infer S } } ? (S extends z.ZodType ? S : never) : never;
/** The path parameters' schema a route's contract declares (`request.params`). */
type ParamsOf<R> = R extends { request: { params: infer S } } ? (S extends z.ZodType ? S : never) : never;

/** Thrown at the first request when a handler parses a part its route's contract does not declare: a bug. */
function undeclared(route: RouteContract, part: string): Error {
  return new Error(`${route.method.toUpperCase()} ${route.path} declares no ${part}`);
}

// Handlers parse with their contract's own schemas, so what the OpenAPI document promises and what a handler
// accepts cannot drift apart. The casts name exactly the property the conditional types read, which TypeScript
// cannot follow through the runtime checks.
function declaredQuery<R extends RouteContract>(route: R): QueryOf<R> {
  const schema = route.request?.query;
  if (!(schema instanceof z.ZodType)) throw undeclared(route, 'query');
  return schema as QueryOf<R>;
}

function declaredParams<R extends RouteContract>(route: R): ParamsOf<R> {
  const schema = route.request?.params;
  if (!(schema instanceof z.ZodType)) throw undeclared(route, 'path parameters');
  return schema as ParamsOf<R>;
}

function declaredJsonBody<R extends RouteContract>(route: R): JsonBodyOf<R> {
  const media = route.request?.body?.content['application/json'];
  const schema = media && 'schema' in media ? media.schema : undefined;
  if (!(schema instanceof z.ZodType)) throw undeclared(route, 'JSON body');
  return schema as JsonBodyOf<R>;
}

/** A value checked by `schema`; a bad one is `invalid`'s error, by default a 400 with field messages. */
function parseWith<S extends z.ZodType>(schema: S, value: unknown, invalid = validationError): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** A path that names nothing is not found, with its schema's message (for an id, the contract's "no such row"). */
const notFound = (error: z.ZodError) =>
  new AppError('NOT_FOUND', error.issues[0]?.message ?? 'Nothing is at this address.');

/** Parses the query string with the route's declared schema; a bad value is a 400 with field messages. */
export function parseQuery<R extends RouteContract>(c: Context, route: R): z.infer<QueryOf<R>> {
  return parseWith(declaredQuery(route), c.req.query());
}

/** Parses the path parameters with the route's declared schema; a bad value is a 404 with its schema's message. */
export function parseParams<R extends RouteContract>(c: Context, route: R): z.infer<ParamsOf<R>> {
  return parseWith(declaredParams(route), c.req.param(), notFound);
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

/** Parses a JSON body with the route's declared schema; a body that is not JSON, or not valid, is a 400 (nothing runs). */
export async function parseJson<R extends RouteContract>(c: Context, route: R): Promise<z.infer<JsonBodyOf<R>>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
  }
  return parseWith(declaredJsonBody(route), body);
}
