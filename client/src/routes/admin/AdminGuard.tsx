import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { s, space } from '../../theme/helpers';
import { PageSpinner } from '../../ui/PageSpinner';
import type { LoginLocationState } from './login/return-path';

/**
 * SPEC §4 Admin guard: a spinner while the session loads; no user, a non-admin or a
 * failed verification goes to /admin/login, which leads back to the page after a sign-in;
 * admin pages render only once the server has confirmed an admin session.
 */
export function AdminGuard() {
  const { user, loading, verified, verificationFailed } = useSession();
  const { pathname, search } = useLocation();
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (verificationFailed || !user || !user.isAdmin) {
    return <Navigate to={paths.adminLogin()} replace state={{ from: `${pathname}${search}` } satisfies LoginLocationState} />;
  }
  if (!verified) return <PageSpinner label="Checking your session…" />;
  return (
    <>
      <AdminNav aria-label="Admin">
        <NavLink to={paths.admin()} end>
          Dashboard
        </NavLink>
        <NavLink to={paths.adminPrompts()}>Prompts</NavLink>
        <NavLink to={paths.adminSubscribers()}>Subscribers</NavLink>
        <NavLink to={paths.adminAddEpisode()} end>
          Add Episode
        </NavLink>
      </AdminNav>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}

const AdminNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space('xxs')};
  padding: ${space('xs')} ${space('md')};
  border-bottom: 1px solid ${s('border')};
  background: ${s('surface')};
  a {
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    color: ${s('textSecondary')};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${s('text')};
    background: ${s('surfaceMuted')};
  }
  a[aria-current='page'] {
    color: ${s('primary')};
    background: ${s('primarySoft')};
  }
`;
