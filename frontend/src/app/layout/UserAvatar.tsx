import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { initials } from '../../shared/formatters';

/** The signed-in user's photo, or their initials, in the user menu and the mobile drawer. */
export function UserAvatar({ name, imageUrl }: { name: string; imageUrl?: string | null }) {
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
