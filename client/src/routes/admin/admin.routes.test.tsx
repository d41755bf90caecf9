import { ADMIN_PAGES } from '@common/admin-pages';
import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin.routes';

const routePaths = (routes: RouteObject[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);

describe('admin routes', () => {
  it('route exactly the admin pages the server serves, so no admin page is a 404 on reload', () => {
    expect(routePaths(createRoutesFromElements(adminRoutes)).sort()).toEqual(Object.values(ADMIN_PAGES).sort());
  });
});
