import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { Footer } from '../features/navigation/components/footer';
import { SiteHeader } from '../features/navigation/components/site-header';
import { cx } from '../lib/cx';
import { DocumentTitle } from './document-title';
import { ScrollAndClearOnNavigate } from './scroll-and-clear-on-navigate';

/** The frame around every page: skip link, header with banners, main content, footer. */
export function RootLayout() {
  const isHome = useLocation().pathname === '/';
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollAndClearOnNavigate />
      <DocumentTitle />
      <SkipLink />
      <SiteHeader overHero={isHome} />
      {/* The header is fixed; the home hero pads itself so it can sit under a transparent bar. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx('flex-1 outline-none', !isHome && 'pt-16')}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
