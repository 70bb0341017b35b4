import { readFileSync } from 'node:fs';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { API_ROUTES } from '../../shared/contracts';
import { getOpenApiDocumentRoute } from '../../shared/contracts/openapi';
import type { AppEnv } from '../app-env';
import { contract } from './contract';

/** The version of the API is the app's (package.json). */
function appVersion(): string {
  const packageJson: unknown = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  const version = (packageJson as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}

/** The OpenAPI 3.1 document of every contracted route (src/shared/contracts), as GET /api/openapi.json serves it. */
export function createOpenApiDocument() {
  const documents = new OpenAPIHono();
  for (const route of API_ROUTES) documents.openAPIRegistry.registerPath(route);
  return documents.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'QuantLeap API',
      version: appVersion(),
      description:
        "QuantLeap's JSON API. Errors answer the envelope {error: {code, message, fields?, requestId}}. " +
        "Sign-in, sign-up and sessions are better-auth's endpoints under /api/auth/*, not described here.",
    },
  });
}

/** GET /api/openapi.json: the document, built once per app. */
export function openApiRoutes() {
  let json: string | undefined;
  return new Hono<AppEnv>().get('/', contract(getOpenApiDocumentRoute), (c) => {
    json ??= JSON.stringify(createOpenApiDocument());
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });
}
