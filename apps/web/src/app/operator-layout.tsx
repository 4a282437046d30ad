import { OfflineBanner } from '../components/offline-banner';
import { SkipLink } from '../components/skip-link';
import { OperatorConsole } from '../features/operator-console/components/operator-console';
import { DocumentTitle } from './document-title';
import { ScrollAndClearOnNavigate } from './scroll-and-clear-on-navigate';

/**
 * The operators' console's own frame (issue 36): skip link, the console, the connection notice. Its
 * screens title the tab themselves (useDataDocumentTitle): they are not routes of the table.
 */
function OperatorLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollAndClearOnNavigate />
      <DocumentTitle />
      <SkipLink />
      <OperatorConsole />
      <OfflineBanner />
    </div>
  );
}

/** What the route table's lazy `/operator/*` route takes from this module. */
export { OperatorLayout as Component };
