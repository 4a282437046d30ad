import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { Footer } from '../features/navigation/components/footer';
import { SiteHeader } from '../features/navigation/components/site-header';
import { NavbarSearch } from '../features/search/components/navbar-search';
import { cx } from '../lib/cx';
import { useSession } from '../lib/session';
import { DocumentTitle } from './document-title';
import { ScrollAndClearOnNavigate } from './scroll-and-clear-on-navigate';

/**
 * An invitation to co-administer waiting for the signed-in account (issue 35): asked for only with a
 * session, never in a page rendered on the server (it renders as a guest), so its own chunk.
 */
const PendingInvitationDialog = lazy(async () => ({
  default: (await import('../features/campaign-family/components/pending-invitation-dialog'))
    .PendingInvitationDialog,
}));

/**
 * The frame around every page: skip link, header with banners, main content, footer, connection notice,
 * and a signed-in account's waiting invitation.
 */
export function RootLayout() {
  const isHome = useLocation().pathname === '/';
  const signedIn = useSession() !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollAndClearOnNavigate />
      <DocumentTitle />
      <SkipLink />
      <SiteHeader overHero={isHome} search={<NavbarSearch />} />
      {/*
        The header is fixed; the home hero pads itself so it can sit under a transparent bar. At least
        a screen tall (on screens; a printed sheet keeps its own height), so the footer starts below
        the fold and a page growing as its data arrives never pushes it across the screen.
      */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cx('min-h-dvh flex-1 outline-none print:min-h-0', !isHome && 'pt-16')}
      >
        <Outlet />
      </main>
      <Footer />
      <OfflineBanner />
      {signedIn ? (
        <Suspense fallback={null}>
          <PendingInvitationDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
