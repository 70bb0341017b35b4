import fc from 'fast-check';

export interface ApiRoute {
  method: string;
  /** As registered: `/api/applications/:id`, `/api/auth/*`. */
  path: string;
}

export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

/**
 * Every /api route the app answers, read from its own route table, so a new route is fuzzed without anyone
 * listing it. Middleware entries (method ALL) and the /api/* catch-all are not routes of their own.
 */
export function apiRoutes(app: { routes: readonly { method: string; path: string }[] }): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    routes.set(`${method} ${path}`, { method, path });
  }
  return [...routes.values()];
}

/** A path with parameters or a wildcard cannot be requested as written: its route needs a fuzz description. */
export const needsDescription = (route: ApiRoute) => /[:*]/.test(route.path);

/** better-auth's endpoints (what /api/auth/* stands for), read from the auth instance's own API. */
export function betterAuthEndpoints(api: Record<string, unknown>): ApiRoute[] {
  const endpoints: ApiRoute[] = [];
  for (const endpoint of Object.values(api)) {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    if (!path || !options?.method) continue; // server-only endpoints have no path
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) endpoints.push({ method, path: `/api/auth${path}` });
  }
  return endpoints;
}

/** Replaces each `:param` of a path with a generated segment. */
export function fillParameters(path: string, segment: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const parts = path.split(/(:[A-Za-z]+)/);
  return fc
    .tuple(...parts.map((part) => (part.startsWith(':') ? segment : fc.constant(part))))
    .map((filled) => filled.join(''));
}
