import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../app-env';

/** A route's declaration in src/shared/contracts: method, path, request and the answers it may give. */
export type RouteContract = RouteConfig;

/**
 * Binds a route's handlers to its contract: the first handler of every contracted route. It only names the
 * contract on the request; in tests `checkAnswers` then holds the answer to it (decision 0011).
 */
export function contract(route: RouteContract): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('contract', route);
    await next();
  };
}

/** The JSON schema a route's contract declares for its answers with status `S` (never when it declares none). */
type JsonAnswerOf<R, S> = R extends { responses: infer A }
  ? S extends keyof A
    ? A[S] extends { content: { 'application/json': { schema: infer Z extends z.ZodType } } }
      ? Z
      : never
    : never
  : never;

/**
 * A contracted handler's JSON answer: `body` with `status` (200 unless given). The compiler holds `body` to the
 * schema the route's contract declares for that status, so a service that drifts from its contract fails the build;
 * in tests `checkAnswers` still holds the serialised answer to it at run time.
 */
export function answer<R extends RouteContract, S extends ContentfulStatusCode = 200>(
  c: Context,
  route: R,
  body: z.input<JsonAnswerOf<R, S>>,
  status?: S,
): Response {
  return c.json(body, status);
}

/** Thrown when an answer breaks its route's contract: a bug in the route, never the caller's fault. */
export class ContractViolation extends Error {
  constructor(route: RouteContract, problem: string) {
    super(`${route.method.toUpperCase()} ${route.path}: ${problem}`);
    this.name = 'ContractViolation';
  }
}

/** `/api/applications/{id}` as Hono writes it: `/api/applications/:id`. */
export const routingPath = (path: string) => path.replaceAll(/\{(\w+)\}/g, ':$1');

function jsonSchemaFor(route: RouteContract, status: number): z.ZodType | undefined {
  const answer = route.responses[status];
  if (!answer || !('content' in answer)) return undefined;
  const media = answer.content?.['application/json'];
  const schema = media && 'schema' in media ? media.schema : undefined;
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * For tests (AppDeps.validateResponses): every answer of a contracted route, success or error envelope, must be
 * one its contract declares for that status, or the request fails with a 500 whose logged error lists the zod
 * issues. Error answers reach it too: app.onError has already turned a thrown AppError into the envelope.
 */
export function checkAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const route = c.var.contract;
    if (!route || c.req.method === 'HEAD') return;
    if (c.req.method !== route.method.toUpperCase() || c.req.routePath !== routingPath(route.path)) {
      throw new ContractViolation(route, `bound to ${c.req.method} ${c.req.routePath}`);
    }
    const { status } = c.res;
    if (!(status in route.responses))
      throw new ContractViolation(route, `answered ${status}, which it does not declare`);
    const schema = jsonSchemaFor(route, status);
    const isJson = (c.res.headers.get('Content-Type') ?? '').startsWith('application/json');
    if (!schema) {
      if (isJson) throw new ContractViolation(route, `answered JSON with ${status}, which declares no JSON answer`);
      return;
    }
    if (!isJson) throw new ContractViolation(route, `answered ${status} without its JSON body`);
    const result = schema.safeParse(await c.res.clone().json());
    if (!result.success) {
      throw new ContractViolation(route, `its ${status} answer breaks the contract:\n${z.prettifyError(result.error)}`);
    }
  };
}
