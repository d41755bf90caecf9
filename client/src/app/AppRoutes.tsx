import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { adminRoutes } from '../routes/admin/admin.routes';
import { HomePage } from '../routes/home/HomePage';
import { visitorRoutes } from '../routes/visitor.routes';
import { FocusOnNavigation } from './FocusOnNavigation';
import { ScrollOnNavigation } from './ScrollOnNavigation';

/** Apollo, the session and the shared layout: loaded for every page but home. */
const AppShell = lazy(() => import('./AppShell').then((m) => ({ default: m.AppShell })));
const NotFoundPage = lazy(() => import('../routes/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * Home stands alone and stays light; every other page sits in the shared header and
 * footer. Route tables live with their routes: visitor pages in routes/visitor.routes.tsx,
 * admin pages (never in the visitor bundle) in routes/admin/admin.routes.tsx.
 */
export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route element={<AppShell />}>
          {visitorRoutes}
          {adminRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <FocusOnNavigation />
      <ScrollOnNavigation />
    </>
  );
}
