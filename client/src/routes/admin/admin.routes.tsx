import { lazy } from 'react';
import { Route } from 'react-router-dom';

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

/** /admin/login (public) and the guarded admin pages (SPEC §2). */
export const adminRoutes = (
  <>
    <Route path="admin/login" element={<LoginPage />} />
    <Route path="admin" element={<AdminGuard />}>
      <Route index element={<DashboardPage />} />
      <Route path="prompts" element={<PromptsPage />} />
      <Route path="subscribers" element={<SubscribersPage />} />
      <Route path="episodes" element={<AddEpisodePage />} />
      <Route path="episodes/edit/:id" element={<EditEpisodePage />} />
    </Route>
  </>
);
