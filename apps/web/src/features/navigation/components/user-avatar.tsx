import { imageUrl } from '../../../lib/image-url';
import type { SessionUser } from '../../../lib/session-cookie';

/** The user's picture, or the first letter of their name on a sand disc. */
export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  if (user.profile_pic) {
    return (
      <img
        src={imageUrl(user.profile_pic)}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-sand-100 object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-sand-400 font-bold text-brand-900"
      style={{ width: size, height: size }}
    >
      {user.user_name.trim().charAt(0) || '؟'}
    </span>
  );
}
