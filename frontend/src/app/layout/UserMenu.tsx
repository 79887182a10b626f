import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../features/auth/signOut';
import '../../shared/plainButton.css';
import type { Session } from '../../shared/useSession';
import { accountItemsFor } from './navItems';
import { UserAvatar } from './UserAvatar';
import './userMenu.css';

/**
 * The signed-in user's menu in the desktop bar: a menu button (ARIA menu pattern) drawn like antd's Dropdown,
 * without antd (it is on every signed-in page; antd's Dropdown and Menu weighed ~10 kB gzipped). A lazy chunk,
 * see Navbar.
 */
export default function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { name } = session.identity;
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = [
    ...accountItemsFor(session).map((item) => ({ key: item.key, label: item.label, icon: item.icon, run: () => navigate(item.key) })),
    { key: 'logout', label: 'Odhlásit se', icon: <LogoutOutlined aria-hidden="true" />, run: () => void signOut() },
  ];

  const menuItems = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // Opened: the first item takes the focus; a click outside or the focus leaving closes it.
  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const outside = (event: PointerEvent | FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="user-menu" ref={rootRef}>
      {/* PlainButton's look (text variant), as a plain button: the focus returns to it. */}
      <button
        ref={buttonRef}
        type="button"
        className="plain-btn plain-btn--text user-menu-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Uživatelské menu: ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserAvatar name={name} imageUrl={session.identity.imageUrl} />
        <span className="user-menu-name">{name}</span>
        <DownOutlined aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={`Uživatelské menu: ${name}`} className="user-menu__list" onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.key} role="none" className={item.key === 'logout' ? 'user-menu__last' : undefined}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                onClick={() => {
                  close(false);
                  item.run();
                }}
              >
                {item.icon}
                <span>{item.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
