import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { messages } from '../../../lib/messages';
import { accountMenuMessages } from '../../../lib/messages/account-menus';
import type { SessionUser } from '../../../lib/session-cookie';
import { USER_MENU_ID } from '../nav-links';
import { UserAvatar } from './user-avatar';

/** The menu's items are their own chunk, fetched at the first hover, focus or press of its button. */
const UserMenuList = lazy(async () => ({ default: (await import('./user-menu-list')).UserMenuList }));

/** Avatar, greeting and the account menu button (ARIA menu button pattern). */
export function UserMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  // Open for one location only: any navigation closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div ref={containerRef} className="relative hidden lg:block">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={USER_MENU_ID}
        aria-label={`${accountMenuMessages.greeting(user.user_name)} — ${messages.nav.userMenuLabel}`}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpenAt(open ? null : location.key);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            want();
            setOpenAt(location.key);
          }
        }}
        className="flex items-center gap-2 rounded-full py-1 ps-1 pe-3 text-white hover:bg-white/10"
      >
        <UserAvatar user={user} />
        <span className="max-w-40 truncate font-bold">{accountMenuMessages.greeting(user.user_name)}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuList open={open} close={close} containerRef={containerRef} />
        </Suspense>
      )}
    </div>
  );
}
