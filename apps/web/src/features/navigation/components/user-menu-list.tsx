import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../lib/messages';
import { useLogout } from '../api/logout';
import { accountLinks } from '../account-links';
import { USER_MENU_ID } from '../nav-links';

const itemClass =
  'block w-full px-4 py-2.5 text-start text-ink hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:-outline-offset-4';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

interface UserMenuListProps {
  open: boolean;
  /** closes the menu, focus back on its button or left where Tab takes it */
  close: (returnFocus: boolean) => void;
  /** the menu with its button: a press outside it closes the menu */
  containerRef: RefObject<HTMLDivElement | null>;
}

/** The account menu's items (ARIA menu pattern): arrows, Home and End move, Escape and Tab leave. */
export function UserMenuList({ open, close, containerRef }: UserMenuListProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const logout = useLogout();
  const closeOnOutside = useRef(close);
  useEffect(() => {
    closeOnOutside.current = close;
  });

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) closeOnOutside.current(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open, containerRef]);

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
    <ul
      ref={menuRef}
      id={USER_MENU_ID}
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
  );
}
