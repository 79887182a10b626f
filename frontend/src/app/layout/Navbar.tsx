import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Session } from '../../shared/useSession';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { loadAntd } from '../../shared/antd/antdProvider';
import { InquiriesLink, MessagesLink, NavLinks, VisitorActions } from './navItems';
import { UserAvatar } from './UserAvatar';
import { paths } from '../../shared/paths';
import { BackButton } from './BackButton';
import { ScrollToTopButton } from './ScrollToTopButton';

// The user menu (plain) loads for signed-in users; antd's Drawer stays out of the shell, it loads when the menu
// button is first pointed at or used.
const UserMenu = lazy(() => import('./UserMenu'));
const loadDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(loadDrawer);
const preloadDrawer = () => {
  void loadAntd();
  void loadDrawer();
};

/** Looks like the user menu's button while its chunk loads (hidden from assistive technology). */
function UserMenuPlaceholder({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  return (
    <span className="plain-btn plain-btn--text user-menu-trigger" aria-hidden="true">
      <UserAvatar name={name} imageUrl={imageUrl} />
      <span className="user-menu-name">{name}</span>
      <DownOutlined />
    </span>
  );
}

function SignedInActions({ session }: { session: Session }) {
  const { name } = session.identity;
  return (
    <>
      {session.isProvider && <InquiriesLink />}
      <MessagesLink />
      {session.isAdmin && <PlainLinkButton to={paths.admin}>Admin</PlainLinkButton>}
      <Suspense fallback={<UserMenuPlaceholder name={name} imageUrl={session.identity.imageUrl} />}>
        <UserMenu session={session} />
      </Suspense>
    </>
  );
}

/** Top bar: desktop bar from 1180 px, below that a menu button with a drawer. */
export function Navbar({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  // The drawer is rendered from its first opening on (so that it can animate closed).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const location = useLocation();
  const drawerId = useId();
  const close = () => setOpen(false);

  // The mobile menu closes on every navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, location.hash]);

  const actions = session.isLoading ? null : session.isAuthenticated ? (
    <SignedInActions session={session} />
  ) : (
    <VisitorActions />
  );

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <BackButton placement="bar" />
        <Link to={paths.home} className="navbar__brand" aria-label="Svatby – úvodní stránka">
          <span className="navbar__logo" aria-hidden="true">
            ♥
          </span>
          Svatby
        </Link>
        <nav className="navbar__nav desktop-only" aria-label="Hlavní navigace">
          <NavLinks />
        </nav>
        <div className="navbar__actions desktop-only">{actions}</div>
        <ScrollToTopButton placement="bar" />
        {session.isAuthenticated && <MessagesLink iconOnly className="mobile-only" />}
        <PlainButton
          className="navbar__toggle mobile-only"
          icon={<MenuOutlined aria-hidden="true" />}
          aria-label="Otevřít menu"
          aria-expanded={open}
          aria-controls={drawerId}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onTouchStart={preloadDrawer}
          onClick={() => {
            setDrawerUsed(true);
            setOpen(true);
          }}
        />
      </div>
      {drawerUsed && (
        <AntdBoundary>
          <NavDrawer id={drawerId} open={open} onClose={close} session={session} />
        </AntdBoundary>
      )}
    </header>
  );
}
