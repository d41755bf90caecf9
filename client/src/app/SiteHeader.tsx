import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { above, s, space } from '../theme/helpers';
import { Button } from '../ui/Button';
import { CloseIcon, LogoMark, MenuIcon } from '../ui/icons';
import { linkTarget, quietLink } from '../ui/link-styles';
import { paths } from './paths';
import { useSession } from './session';
import { useSite } from './site';

/** The main navigation (SPEC §2): logo, search, Admin for admins, subscribe, Logout; a menu on small screens. */
export function SiteHeader() {
  const site = useSite();
  const session = useSession();
  const user = session.user;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: a new page closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const setMenuOpen = (open: boolean) => setMenuPath(open ? pathname : null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onAdminPath = pathname === '/admin' || pathname.startsWith('/admin/');

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuPath(null);
      // Focus goes back to the menu button, unless the keyboard has moved on into the page.
      if (!document.getElementById('main')?.contains(document.activeElement)) menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const logout = async () => {
    setMenuOpen(false);
    // SPEC §4: logout clears the cached user and goes home, even when the server call fails.
    await session.signOut().catch(() => undefined);
    void navigate(paths.home());
  };

  const items = (mobile: boolean) => (
    <>
      {mobile && (
        <li>
          <NavItem to={paths.home()} end>
            Home
          </NavItem>
        </li>
      )}
      <li>
        <NavItem to={paths.search()}>Search existing questions</NavItem>
      </li>
      {user?.isAdmin && (
        <li>
          <NavItem to={paths.admin()} aria-current={onAdminPath ? 'page' : undefined} className={onAdminPath ? 'active' : undefined}>
            Admin
          </NavItem>
        </li>
      )}
      <li>
        <SubscribeLink to={paths.subscribe()} $block={mobile}>
          Get new weekly episodes
        </SubscribeLink>
      </li>
      {user && (
        <li>
          <Button $variant="ghost" $block={mobile} onClick={() => void logout()}>
            Logout
          </Button>
        </li>
      )}
    </>
  );

  return (
    <Bar data-site-header="">
      <Inner>
        <Brand to={paths.home()} aria-label={`${site.podcastName} Q&A, home`}>
          <LogoMark size={32} />
          <span>
            {site.podcastName} <em>Q&amp;A</em>
          </span>
        </Brand>
        <DesktopNav aria-label="Main">
          <NavList>{items(false)}</NavList>
        </DesktopNav>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </MenuButton>
      </Inner>
      <MobileNav id={menuId} aria-label="Main" hidden={!menuOpen}>
        <MobileList>{items(true)}</MobileList>
      </MobileNav>
    </Bar>
  );
}

/** `data-site-header`: what the answer navigator measures to keep sections clear of this sticky bar. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${s('headerBg')};
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${s('border')};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  max-width: ${({ theme }) => theme.maxWidth.page + 2 * theme.space.lg}px;
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${space('md')};
  ${above('tablet')} {
    padding: 0 ${space('lg')};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space('sm')};
  min-width: 0;
  color: ${s('text')};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
  svg {
    flex-shrink: 0;
  }
  span {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  em {
    font-style: normal;
    color: ${s('primary')};
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${above('nav')} {
    display: block;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space('xs')};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const NavItem = styled(NavLink)`
  ${quietLink}
  &.active {
    color: ${s('primary')};
    background: ${s('primarySoft')};
  }
`;

const SubscribeLink = styled(Link)<{ $block: boolean }>`
  ${linkTarget}
  justify-content: center;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: 0 ${space('md')};
  background: ${s('primary')};
  color: ${s('onPrimary')};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  &:hover {
    background: ${s('primaryHover')};
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border: 1px solid ${s('border')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${s('surface')};
  color: ${s('text')};
  cursor: pointer;
  ${above('nav')} {
    display: none;
  }
`;

const MobileNav = styled.nav`
  border-top: 1px solid ${s('border')};
  background: ${s('surface')};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${above('nav')} {
    display: none;
  }
  &[hidden] {
    display: none;
  }
`;

const MobileList = styled.ul`
  display: grid;
  gap: ${space('xxs')};
  list-style: none;
  margin: 0;
  padding: ${space('sm')} ${space('md')} ${space('md')};
  ${NavItem} {
    display: flex;
    min-height: 44px;
  }
  li:last-child {
    margin-top: ${space('xs')};
  }
`;
