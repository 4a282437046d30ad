import { useEffect } from 'react';
import { dismissUnreachable, reportOnline, useConnection } from '../lib/alerts';
import { messages } from '../lib/messages';
import { CloseIcon } from './icons/close-icon';
import { NoConnectionIcon } from './icons/no-connection-icon';

/** Follows the browser's online state from the first paint: navigator.onLine, then its events. */
function useBrowserOnline(): void {
  useEffect(() => {
    const update = () => reportOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
}

/**
 * Says in Arabic that the connection, not the visitor's input, is at fault: while the browser is
 * offline, and after a call that never reached the API (lib/alerts.ts ConnectionState). It is the
 * layout's last child and sticks to the screen's foot, so it never lies over the page's heading, and
 * at the page's end it takes its own room (the footer is never under it). The live region stays
 * mounted so screen readers hear it appear.
 */
export function OfflineBanner() {
  useBrowserOnline();
  const connection = useConnection();
  const text = messages.connection;
  return (
    <div role="status" aria-live="polite" className="sticky bottom-0 z-30 print:hidden">
      {connection ? (
        <div
          data-testid="connection-banner"
          className="border-t-4 border-sand-400 bg-brand-900 text-white shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
        >
          <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <NoConnectionIcon className="size-6 shrink-0 text-sand-300" />
            <p className="min-w-0 flex-1 text-sm font-bold sm:text-base">
              {connection === 'offline' ? text.offline : text.unreachable}
            </p>
            {connection === 'unreachable' ? (
              <button
                type="button"
                onClick={dismissUnreachable}
                aria-label={text.close}
                className="shrink-0 rounded-md p-1 hover:bg-white/10"
              >
                <CloseIcon className="size-5" />
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
