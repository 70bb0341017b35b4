import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../shared/contracts';
import { apiRoutes } from '../fuzz/route-catalog';
import { startTestServer, type TestServer } from '../test/test-server';
import { routingPath } from './contract';

interface Operation {
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let server: TestServer & { app: { routes: readonly { method: string; path: string }[] } };
let document: Document;
beforeAll(async () => {
  server = await startTestServer();
  const response = await server.fetch('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  document = (await response.json()) as Document;
});
afterAll(() => server.close());

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** `GET /api/applications/:id` for every operation of the document. */
function documentedRoutes(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${routingPath(path)}`),
  );
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document named after the app and its version', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('QuantLeap API');
    expect(document.info.version).toBe(version);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('documents every /api route the app registers (better-auth’s /api/auth/* aside), and nothing else', () => {
    const registered = apiRoutes(server.app)
      .filter((route) => !route.path.startsWith('/api/auth/'))
      .map((route) => `${route.method} ${route.path}`);
    expect(registered.length).toBeGreaterThan(30);
    expect(documentedRoutes(document).sort()).toEqual([...new Set(registered)].sort());
  });

  it('gives every operation its request schemas and a schema for each JSON answer, errors included', () => {
    for (const route of API_ROUTES) {
      const operation = document.paths[route.path]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (!operation) continue;
      const request = 'request' in route ? route.request : undefined;
      const parameters = operation.parameters ?? [];
      if (request && 'query' in request) expect(parameters.some((p) => p.in === 'query' && p.schema)).toBe(true);
      if (request && 'params' in request) expect(parameters.some((p) => p.in === 'path' && p.schema)).toBe(true);
      // Typed loosely: a request with only headers narrows `body` to unknown.
      const body = (request as { body?: { content: Record<string, unknown> } } | undefined)?.body;
      if (body) {
        const types = Object.keys(body.content);
        expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(types);
        for (const type of types) expect(operation.requestBody?.content[type]?.schema).toBeDefined();
      }
      expect(Object.keys(operation.responses)).toContain('500');
      expect(Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status === '204') continue;
        const media = Object.values(answer.content ?? {});
        expect(media.length, `${route.method} ${route.path} ${status}`).toBe(1);
        expect(media[0]?.schema, `${route.method} ${route.path} ${status}`).toBeDefined();
      }
    }
  });

  it('describes the error envelope under every error status', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (Number(status) < 400 || path === '/api/health') continue;
          const schema = answer.content?.['application/json']?.schema as { properties?: { error?: object } };
          expect(schema.properties?.error, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
  });
});
