import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertArea } from '../../../components/alert-area';
import { accentButton } from '../../../components/button-classes';
import { MenuIcon } from '../../../components/icons/menu-icon';
import { cx } from '../../../lib/cx';
import { messages } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { MOBILE_MENU_ID, START_CAMPAIGN_PATH } from '../nav-links';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { GuestLinks } from './guest-links';
import { MainNavLinks } from './main-nav-links';

const SOLID_AFTER_PX = 40;

/** The side menu is for phones only, and opened by few: its own chunk, fetched at the first sign of use. */
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
/**
 * The account menu shows on wide screens to a signed-in visitor only, never in a page rendered on the
 * server (it renders as a guest): its own chunk, fetched once a session is there.
 */
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/**
 * The fixed top bar (transparent over the home hero until scrolled) with the global banners under it.
 * `search` is the navbar's search box (PRODUCT.md §2 navbar), handed in by the layout: features do not
 * import one another.
 */
export function SiteHeader({ overHero, search }: { overHero: boolean; search: ReactNode }) {
  const user = useSession();
  const location = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  // The side menu is open for one location only, so following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  // mounted (closed) from the first touch, hover or focus of its button, so it can slide in when opened
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const transparent = overHero && !scrolled;

  const closeMenu = () => {
    setMenuOpenAt(null);
    menuButtonRef.current?.focus();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40">
      <div
        className={cx(
          'transition-[background-color,box-shadow] duration-300',
          transparent ? 'bg-transparent' : 'bg-brand-900 shadow-lg',
        )}
      >
        <nav aria-label={messages.nav.label} className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => {
              wantMenu();
              setMenuOpenAt(location.key);
            }}
            onPointerEnter={wantMenu}
            onTouchStart={wantMenu}
            onFocus={wantMenu}
            aria-label={messages.nav.openMenu}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            className="-ms-2 rounded-lg p-2 text-white hover:bg-white/10 lg:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
          <Link
            to="/"
            aria-label={messages.nav.home}
            className="rounded-lg px-1 text-3xl font-bold text-white"
          >
            {messages.brand}
          </Link>
          <MainNavLinks />
          {search}
          <div className="ms-auto flex items-center gap-2">
            <Link to={START_CAMPAIGN_PATH} className={cx(accentButton, 'px-4 py-2 text-sm sm:text-base')}>
              {messages.nav.startCampaign}
            </Link>
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <GuestLinks />
            )}
          </div>
        </nav>
      </div>
      <AlertArea />
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
