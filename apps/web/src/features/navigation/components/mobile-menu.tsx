import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { CloseIcon } from '../../../components/icons/close-icon';
import { cx } from '../../../lib/cx';
import { messages } from '../../../lib/messages';
import { accountMenuMessages } from '../../../lib/messages/account-menus';
import { useSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { accountLinks } from '../account-links';
import { guestLinks, mainLinks, MOBILE_MENU_ID, START_CAMPAIGN_PATH } from '../nav-links';
import { UserAvatar } from './user-avatar';

const itemClass = 'block rounded-lg px-3 py-2.5 text-start font-bold hover:bg-brand-50';
const linkClass = `${itemClass} text-ink aria-[current=page]:text-brand-700`;

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);
}

/** The side menu for narrow screens: slides in from the inline-start side, traps focus while open. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession();
  const logout = useLogout();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={cx('fixed inset-0 z-50 lg:hidden', !open && 'pointer-events-none')} inert={!open}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cx('absolute inset-0 bg-black/50 transition-opacity', open ? 'opacity-100' : 'opacity-0')}
      />
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={messages.nav.mobileMenuLabel}
        onKeyDown={onKeyDown}
        className={cx(
          'absolute inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl duration-200',
          // Visible at once on opening (so focus can move in), hidden only after sliding out.
          open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible transition-[translate,visibility] ltr:-translate-x-full rtl:translate-x-full',
        )}
      >
        <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
          <span className="text-2xl font-bold text-brand-800">{messages.brand}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={accountMenuMessages.closeMenu}
            className="rounded-lg p-2 text-brand-900 hover:bg-brand-50"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {user && (
          <div className="flex items-center gap-3 border-b border-brand-100 px-4 py-3">
            <UserAvatar user={user} size={40} />
            <span className="truncate font-bold text-brand-900">
              {accountMenuMessages.greeting(user.user_name)}
            </span>
          </div>
        )}
        <nav aria-label={messages.nav.label} className="flex flex-col gap-1 p-3">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={onClose} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <Link to={START_CAMPAIGN_PATH} onClick={onClose} className={cx(primaryButton, 'mt-2')}>
            {messages.nav.startCampaign}
          </Link>
        </nav>
        <div className="mt-auto flex flex-col gap-1 border-t border-brand-100 p-3">
          {(user ? accountLinks : guestLinks).map((link) => (
            <NavLink key={link.to} to={link.to} end onClick={onClose} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          {user && (
            <button
              type="button"
              onClick={() => {
                onClose();
                void logout();
              }}
              className={`${itemClass} text-danger-700`}
            >
              {messages.userMenu.logout}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
