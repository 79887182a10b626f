import CrownOutlined from '@ant-design/icons/es/icons/CrownOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDashboardCountsQuery } from '../../api';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { useAnchorNavigation } from '../../shared/useAnchorNavigation';
import type { HomeAnchor } from '../../shared/useAnchorNavigation';

/** The parts of the navbar shared by the bar itself and the mobile drawer (a lazy chunk). */

const anchorItems: { anchor: HomeAnchor; label: string }[] = [
  { anchor: 'sluzby', label: 'Služby' },
  { anchor: 'jak-to-funguje', label: 'Jak to funguje' },
  { anchor: 'pricing', label: 'Ceny' },
];

export const accountItems = [
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

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
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

export function VisitorActions({ onNavigate }: { onNavigate?: () => void }) {
  const goToAnchor = useAnchorNavigation();
  return (
    <>
      <PlainButton
        variant="primary"
        onClick={() => {
          goToAnchor('ai-form');
          onNavigate?.();
        }}
      >
        Zadat ZDARMA požadavek
      </PlainButton>
      <PlainLinkButton to="/login" onClick={onNavigate}>
        Přihlásit se
      </PlainLinkButton>
      <PlainLinkButton to="/login?mode=register" variant="ghost" onClick={onNavigate}>
        Registrovat se
      </PlainLinkButton>
    </>
  );
}
