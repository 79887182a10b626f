import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CrownOutlined from '@ant-design/icons/es/icons/CrownOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useConversationsUnreadQuery, useDashboardCountsQuery } from '../../api';
import { formatNumber } from '../../shared/format/number';
import { plural } from '../../shared/format/text';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { useAnchorNavigation } from '../../shared/useAnchorNavigation';
import type { HomeAnchor } from '../../shared/useAnchorNavigation';
import { href, paths } from '../../shared/paths';
import type { Session } from '../../shared/useSession';

/** The parts of the navbar shared by the bar itself and the mobile drawer (a lazy chunk). */

const anchorItems: { anchor: HomeAnchor; label: string }[] = [
  { anchor: 'sluzby', label: 'Služby' },
  { anchor: 'jak-to-funguje', label: 'Jak to funguje' },
  { anchor: 'pricing', label: 'Ceny' },
];

export const accountItems = [
  { key: paths.dashboard, label: 'Účet', icon: <UserOutlined aria-hidden="true" /> },
  { key: paths.profileSettings, label: 'Nastavení profilu', icon: <SettingOutlined aria-hidden="true" /> },
  { key: paths.subscriptionManagement, label: 'Předplatné', icon: <CrownOutlined aria-hidden="true" /> },
];

/** The couple's wedding plan (issue 46), first in a couple's menu (not a provider's). */
export const planItem = { key: paths.plan, label: 'Můj plán', icon: <CalendarOutlined aria-hidden="true" /> };

/** The user menu's pages for `session`: a couple (no provider profile) also gets 'Můj plán'. */
export function accountItemsFor(session: Pick<Session, 'isProvider'>) {
  return session.isProvider ? accountItems : [planItem, ...accountItems];
}

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
      href={href.home(anchor)}
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

/**
 * The figure beside 'Poptávky' / 'Dodavatelé': the counts every list shows (dashboard-counts), none
 * while they load or when they failed (a "0" beside a list of 20 contradicted it, issue 51).
 */
function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return <span className="nav-count">{formatNumber(count)}</span>;
}

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { data: counts } = useDashboardCountsQuery();
  return (
    <ul className="nav-links">
      <li>
        <Link to={paths.requests} className="nav-link" onClick={onNavigate}>
          Poptávky <CountBadge count={counts?.requests} />
        </Link>
      </li>
      <li>
        <Link to={paths.providers} className="nav-link" onClick={onNavigate}>
          Dodavatelé <CountBadge count={counts?.providers} />
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
        Zadat ZDARMA poptávku
      </PlainButton>
      <PlainLinkButton to={paths.login} onClick={onNavigate}>
        Přihlásit se
      </PlainLinkButton>
      <PlainLinkButton to={href.login({ mode: 'register' })} variant="ghost" onClick={onNavigate}>
        Registrovat se
      </PlainLinkButton>
    </>
  );
}

/** 'Zprávy, 3 nepřečtené': the accessible name of the messages link with its unread badge. */
export function unreadLabel(count: number): string {
  if (count <= 0) return 'Zprávy';
  return `Zprávy, ${count} ${plural(count, ['nepřečtená', 'nepřečtené', 'nepřečtených'])}`;
}

/**
 * 'Zprávy' (/zpravy) for a signed-in user with the count of unread messages (refreshed by the event
 * stream through the 'Conversations' tag). Plain markup like the rest of the shell; `iconOnly` is the
 * phone's bar next to the menu button.
 */
export function MessagesLink({ iconOnly, className, onNavigate }: { iconOnly?: boolean; className?: string; onNavigate?: () => void }) {
  const { data } = useConversationsUnreadQuery();
  const count = data?.unreadMessages ?? 0;
  const classes = ['nav-link', 'messages-link', iconOnly && 'messages-link--icon', className].filter(Boolean).join(' ');
  return (
    <Link to={paths.conversations} className={classes} aria-label={unreadLabel(count)} title={iconOnly ? unreadLabel(count) : undefined} onClick={onNavigate}>
      <MessageOutlined aria-hidden="true" />
      {!iconOnly && <span>Zprávy</span>}
      {count > 0 && (
        <span className="nav-count messages-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The provider's client section (/inquiries): the couples' requests it can answer, as the dashboard's 'Zobrazit všechny'. */
export const INQUIRIES_LINK_LABEL = 'Klientská sekce';

/** 'Klientská sekce' in the top bar and the mobile menu, for a signed-in provider. */
export function InquiriesLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link to={paths.inquiries} className={['nav-link', 'inquiries-link', className].filter(Boolean).join(' ')} onClick={onNavigate}>
      <ProfileOutlined aria-hidden="true" />
      <span>{INQUIRIES_LINK_LABEL}</span>
    </Link>
  );
}
