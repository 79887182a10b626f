import {
  CrownOutlined,
  DownOutlined,
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDashboardCountsQuery } from '../../api';
import { signOut } from '../../features/auth/signOut';
import type { Session } from '../../features/auth/useSession';
import { displayName, initials } from '../../shared/formatters';
import { LinkButton } from '../../shared/LinkButton';
import { useAnchorNavigation } from '../../shared/useAnchorNavigation';
import type { HomeAnchor } from '../../shared/useAnchorNavigation';

const anchorItems: { anchor: HomeAnchor; label: string }[] = [
  { anchor: 'sluzby', label: 'Služby' },
  { anchor: 'jak-to-funguje', label: 'Jak to funguje' },
  { anchor: 'pricing', label: 'Ceny' },
];

const accountItems = [
  { key: '/dashboard', label: 'Účet', icon: <UserOutlined aria-hidden="true" /> },
  { key: '/profile-settings', label: 'Nastavení profilu', icon: <SettingOutlined aria-hidden="true" /> },
  { key: '/subscription-management', label: 'Předplatné', icon: <CrownOutlined aria-hidden="true" /> },
];

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link to a home-page anchor that follows the anchor rule (see useAnchorNavigation). */
export function AnchorLink({
  anchor,
  children,
  className,
  onNavigate,
}: {
  anchor: HomeAnchor;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}) {
  const goToAnchor = useAnchorNavigation();
  return (
    <a
      href={`/#${anchor}`}
      className={className}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        goToAnchor(anchor);
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}

function CountBadge({ count }: { count: number }) {
  return <span className="nav-count">{count}</span>;
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { data: counts } = useDashboardCountsQuery();
  return (
    <ul className="nav-links">
      <li>
        <Link to="/poptavky" className="nav-link" onClick={onNavigate}>
          Poptávky <CountBadge count={counts?.requests ?? 0} />
        </Link>
      </li>
      <li>
        <Link to="/dodavatele" className="nav-link" onClick={onNavigate}>
          Dodavatelé <CountBadge count={counts?.providers ?? 0} />
        </Link>
      </li>
      {anchorItems.map((item) => (
        <li key={item.anchor}>
          <AnchorLink anchor={item.anchor} className="nav-link" onNavigate={onNavigate}>
            {item.label}
          </AnchorLink>
        </li>
      ))}
    </ul>
  );
}

function VisitorActions({ onNavigate }: { onNavigate?: () => void }) {
  const goToAnchor = useAnchorNavigation();
  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          goToAnchor('ai-form');
          onNavigate?.();
        }}
      >
        Zadat ZDARMA požadavek
      </Button>
      <LinkButton to="/login" onClick={onNavigate}>
        Přihlásit se
      </LinkButton>
      <LinkButton to="/login?mode=register" type="primary" ghost onClick={onNavigate}>
        Registrovat se
      </LinkButton>
    </>
  );
}

function UserAvatar({ name, imageUrl }: { name: string; imageUrl?: string | null }) {
  const letters = initials(name);
  return (
    <Avatar
      className="user-avatar"
      size="small"
      src={imageUrl || undefined}
      alt={imageUrl ? name : undefined}
      icon={letters ? undefined : <UserOutlined aria-hidden="true" />}
      aria-hidden="true"
    >
      {letters}
    </Avatar>
  );
}

function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const name = displayName(session.user);
  const items: MenuProps['items'] = [
    ...accountItems,
    { type: 'divider' },
    { key: 'logout', label: 'Odhlásit se', icon: <LogoutOutlined aria-hidden="true" /> },
  ];
  return (
    <>
      {session.isAdmin && <LinkButton to="/admin">Admin</LinkButton>}
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick: ({ key }) => (key === 'logout' ? signOut() : navigate(key)),
        }}
      >
        <Button type="text" className="user-menu-trigger" aria-haspopup="menu" aria-label={`Uživatelské menu: ${name}`}>
          <UserAvatar name={name} imageUrl={session.user?.profileImageUrl} />
          <span className="user-menu-name">{name}</span>
          <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
    </>
  );
}

function MobileUserActions({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const name = displayName(session.user);
  return (
    <div className="drawer-user">
      <div className="drawer-user__head">
        <UserAvatar name={name} imageUrl={session.user?.profileImageUrl} />
        <span className="user-menu-name">{name}</span>
      </div>
      {accountItems.map((item) => (
        <LinkButton key={item.key} to={item.key} icon={item.icon} block onClick={onNavigate}>
          {item.label}
        </LinkButton>
      ))}
      {session.isAdmin && (
        <LinkButton to="/admin" block onClick={onNavigate}>
          Admin
        </LinkButton>
      )}
      <Button icon={<LogoutOutlined aria-hidden="true" />} block onClick={signOut}>
        Odhlásit se
      </Button>
    </div>
  );
}

/** Top bar: desktop bar from 1180 px, below that a menu button with a drawer. */
export function Navbar({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const drawerId = useId();
  const close = () => setOpen(false);

  // The mobile menu closes on every navigation.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, location.hash]);

  const actions = session.isLoading ? null : session.isAuthenticated ? (
    <UserMenu session={session} />
  ) : (
    <VisitorActions />
  );

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to="/" className="navbar__brand" aria-label="Svatby – úvodní stránka">
          <span className="navbar__logo" aria-hidden="true">
            ♥
          </span>
          Svatby
        </Link>
        <nav className="navbar__nav desktop-only" aria-label="Hlavní navigace">
          <NavLinks />
        </nav>
        <div className="navbar__actions desktop-only">{actions}</div>
        <Button
          className="navbar__toggle mobile-only"
          icon={<MenuOutlined aria-hidden="true" />}
          aria-label="Otevřít menu"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen(true)}
        />
      </div>
      <Drawer
        id={drawerId}
        title="Menu"
        placement="right"
        size={300}
        open={open}
        onClose={close}
        rootClassName="mobile-drawer"
      >
        <nav aria-label="Mobilní navigace">
          <NavLinks onNavigate={close} />
        </nav>
        <div className="drawer-actions">
          {session.isLoading ? null : session.isAuthenticated ? (
            <MobileUserActions session={session} onNavigate={close} />
          ) : (
            <VisitorActions onNavigate={close} />
          )}
        </div>
      </Drawer>
    </header>
  );
}
