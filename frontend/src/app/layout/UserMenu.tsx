import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../features/auth/signOut';
import type { Session } from '../../shared/useSession';
import { accountItems } from './navItems';
import { UserAvatar } from './UserAvatar';

/** The signed-in user's menu in the desktop bar (antd Dropdown; a lazy chunk, see Navbar). */
export default function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const { name } = session.identity;
  const items: MenuProps['items'] = [
    ...accountItems,
    { type: 'divider' },
    { key: 'logout', label: 'Odhlásit se', icon: <LogoutOutlined aria-hidden="true" /> },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? signOut() : navigate(key)),
      }}
    >
      <Button type="text" className="user-menu-trigger" aria-haspopup="menu" aria-label={`Uživatelské menu: ${name}`}>
        <UserAvatar name={name} imageUrl={session.identity.imageUrl} />
        <span className="user-menu-name">{name}</span>
        <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
