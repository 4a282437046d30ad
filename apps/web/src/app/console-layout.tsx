import { Outlet } from 'react-router';
import { AlertArea } from '../components/alert-area';
import { OfflineBanner } from '../components/offline-banner';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { ConsoleHeader } from '../features/charity-console/components/console-header';
import { DocumentTitle } from './document-title';
import { ScrollAndClearOnNavigate } from './scroll-and-clear-on-navigate';

/** The charity console's own frame: skip link, its header (no visitor header or footer), banners, the page. */
export function ConsoleLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollAndClearOnNavigate />
      <DocumentTitle />
      <SkipLink />
      <ConsoleHeader />
      {/* the header scrolls away (phones need the room); the banners stay in view */}
      <div className="sticky top-0 z-40">
        <AlertArea />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <OfflineBanner />
    </div>
  );
}
