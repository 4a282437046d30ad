import { Avatar } from '../../../components/avatar';
import { imageUrl } from '../../../lib/image-url';
import type { SessionUser } from '../../../lib/session-cookie';

/** The user's picture, or the first letter of their name on a sand disc. */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  return <Avatar src={user.profile_pic && imageUrl(user.profile_pic)} name={user.user_name} size={size} />;
}
