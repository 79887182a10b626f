import { Avatar } from '../../shared/Avatar';

/** The signed-in user's picture (a provider's profile image), or their initials, in the user menu and the mobile drawer. */
export function UserAvatar({ name, imageUrl }: { name: string; imageUrl?: string | null }) {
  return <Avatar className="user-avatar" name={name} imageUrl={imageUrl} size={24} />;
}
