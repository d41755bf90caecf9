import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { ADMIN_PAGES } from '@common/admin-pages';

/*
 * Admin pages: every one is React.lazy, so the visitor bundles never include admin
 * code. Keep this file free of static imports from the admin folders.
 */
const AdminGuard = lazy(() => import('./AdminGuard').then((m) => ({ default: m.AdminGuard })));
const LoginPage = lazy(() => import('./login/LoginPage').then((m) => ({ default: m.LoginPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const PromptsPage = lazy(() => import('./prompts/PromptsPage').then((m) => ({ default: m.PromptsPage })));
const SubscribersPage = lazy(() => import('./subscribers/SubscribersPage').then((m) => ({ default: m.SubscribersPage })));
const AddEpisodePage = lazy(() => import('./episodes/AddEpisodePage').then((m) => ({ default: m.AddEpisodePage })));
const EditEpisodePage = lazy(() => import('./episodes/EditEpisodePage').then((m) => ({ default: m.EditEpisodePage })));

/** /admin/login (public) and the guarded admin pages (SPEC §2), at the paths the server serves (`ADMIN_PAGES`). */
export const adminRoutes = (
  <>
    <Route path={ADMIN_PAGES.login} element={<LoginPage />} />
    <Route element={<AdminGuard />}>
      <Route path={ADMIN_PAGES.dashboard} element={<DashboardPage />} />
      <Route path={ADMIN_PAGES.prompts} element={<PromptsPage />} />
      <Route path={ADMIN_PAGES.subscribers} element={<SubscribersPage />} />
      <Route path={ADMIN_PAGES.addEpisode} element={<AddEpisodePage />} />
      <Route path={ADMIN_PAGES.editEpisode} element={<EditEpisodePage />} />
    </Route>
  </>
);
