import { LogoutOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useSignOut } from '../../features/auth/signOut';
import type { Session } from '../../shared/useSession';
import { LinkButton } from '../../shared/LinkButton';
import { InquiriesLink, MessagesLink, NavLinks, VisitorActions, accountItemsFor } from './navItems';
import { UserAvatar } from './UserAvatar';
import { paths } from '../../shared/paths';

function MobileUserActions({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { name } = session.identity;
  const signOut = useSignOut();
  return (
    <div className="drawer-user">
      <div className="drawer-user__head">
        <UserAvatar name={name} imageUrl={session.identity.imageUrl} />
        <span className="user-menu-name">{name}</span>
      </div>
      {session.isProvider && <InquiriesLink onNavigate={onNavigate} />}
      <MessagesLink onNavigate={onNavigate} />
      {accountItemsFor(session).map((item) => (
        <LinkButton key={item.key} to={item.key} icon={item.icon} block onClick={onNavigate}>
          {item.label}
        </LinkButton>
      ))}
      {session.isAdmin && (
        <LinkButton to={paths.admin} block onClick={onNavigate}>
          Admin
        </LinkButton>
      )}
      <Button icon={<LogoutOutlined aria-hidden="true" />} block onClick={() => void signOut()}>
        Odhlásit se
      </Button>
    </div>
  );
}

export interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  session: Session;
}

/** The mobile menu (antd Drawer; a lazy chunk loaded when the menu button is first used). */
export default function NavDrawer({ id, open, onClose, session }: NavDrawerProps) {
  return (
    <Drawer
      id={id}
      title="Menu"
      placement="right"
      size={300}
      open={open}
      onClose={onClose}
      rootClassName="mobile-drawer"
    >
      <nav aria-label="Mobilní navigace">
        <NavLinks onNavigate={onClose} />
      </nav>
      <div className="drawer-actions">
        {session.isLoading ? null : session.isAuthenticated ? (
          <MobileUserActions session={session} onNavigate={onClose} />
        ) : (
          <VisitorActions onNavigate={onClose} />
        )}
      </div>
    </Drawer>
  );
}
