import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { Footer } from '../features/navigation/components/footer';
import { SiteHeader } from '../features/navigation/components/site-header';
import { NavbarSearch } from '../features/search/components/navbar-search';
import { cx } from '../lib/cx';
import { DocumentTitle } from './document-title';
import { ScrollAndClearOnNavigate } from './scroll-and-clear-on-navigate';

/** The frame around every page: skip link, header with banners, main content, footer, connection notice. */
export function RootLayout() {
  const isHome = useLocation().pathname === '/';
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
    </div>
  );
}
