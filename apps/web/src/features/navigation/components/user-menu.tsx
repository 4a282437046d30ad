import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon';
import { messages } from '../../../lib/messages';
import type { SessionUser } from '../../../lib/session-cookie';
import { useLogout } from '../api/logout';
import { accountLinks } from '../nav-links';
import { UserAvatar } from './user-avatar';

const MENU_ID = 'user-menu';
const itemClass =
  'block w-full px-4 py-2.5 text-start text-ink hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:-outline-offset-4';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Avatar, greeting and the account menu button (ARIA menu button pattern). */
export function UserMenu({ user }: { user: SessionUser }) {
  const location = useLocation();
  // Open for one location only: any navigation closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={containerRef} className="relative hidden lg:block">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={`${messages.nav.greeting(user.user_name)} — ${messages.nav.userMenuLabel}`}
        onClick={() => setOpenAt(open ? null : location.key)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpenAt(location.key);
          }
        }}
        className="flex items-center gap-2 rounded-full py-1 ps-1 pe-3 text-white hover:bg-white/10"
      >
        <UserAvatar user={user} />
        <span className="max-w-40 truncate font-bold">{messages.nav.greeting(user.user_name)}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={menuRef}
        id={MENU_ID}
        role="menu"
        aria-label={messages.nav.userMenuLabel}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute end-0 top-full mt-2 w-56 overflow-hidden rounded-xl bg-white py-2 shadow-xl ring-1 ring-black/5"
      >
        {accountLinks.map((link) => (
          <li key={link.to} role="none">
            <Link role="menuitem" tabIndex={-1} to={link.to} className={itemClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li role="none" className="mt-1 border-t border-brand-100 pt-1">
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => void logout()}
            className={itemClass}
          >
            {messages.userMenu.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
