import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { DEV_PATHS, GUARDED_PATHS, PUBLIC_PATHS, REDIRECTS, ROUTES } from '../shared/routes';
import { routeBranchOf, routeHandles, routes } from './router';

/** Every path the route tree registers, parents first (pathless layout routes and the index add none). */
function registeredPaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...registeredPaths(route.children ?? [])]);
}

describe('the web router', () => {
  it('registers exactly the named routes of src/shared/routes.ts, the redirects and the 404 page', () => {
    const expected = [...Object.values(ROUTES), ...Object.keys(REDIRECTS), '*'].sort();
    expect(registeredPaths(routes).sort()).toEqual(expected);
  });

  it('gives every public, guarded and development page a title', () => {
    for (const path of [...PUBLIC_PATHS, ...GUARDED_PATHS, ...DEV_PATHS]) {
      const titles = routeHandles(path).filter((handle) => handle && typeof handle === 'object' && 'title' in handle);
      // The home page's title is the site's own name (root-layout), every other page names itself.
      if (path === ROUTES.home) expect(titles).toEqual([]);
      else expect(titles, path).toHaveLength(1);
    }
  });

  it('matches every address in the cut-down branch exactly as in the whole tree', () => {
    const addresses = [
      ...registeredPaths(routes).map((path) =>
        path.replace(/:[a-zA-Z]+/g, 'sample-1').replace(/^\*$/, '/no/such/page'),
      ),
      '/',
      '/no-such-page',
      '/companies/',
      '/about/',
    ];
    const summary = (matches: ReturnType<typeof matchRoutes>) =>
      matches?.map(({ route, params, pathname, pathnameBase }) => ({
        component: route.Component,
        element: route.element,
        handle: route.handle,
        index: route.index,
        params,
        pathname,
        pathnameBase,
      })) ?? null;
    for (const address of addresses) {
      const whole = matchRoutes(routes, address);
      expect(whole, address).not.toBeNull();
      expect(summary(matchRoutes(routeBranchOf(address), address)), address).toEqual(summary(whole));
    }
  });

  it('answers an unknown path with the 404 page', () => {
    expect(routeHandles('/no-such-page')).toContainEqual({ title: 'Page not found' });
  });
});
