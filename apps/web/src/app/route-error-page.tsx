import { Link, useRouteError } from 'react-router';
import { primaryButton } from '../components/button-classes';
import { messages } from '../lib/messages';

/**
 * A page's code that could not be downloaded (a lazy route's chunk while the connection is down):
 * the browser throws a TypeError such as «Failed to fetch dynamically imported module».
 */
function isLoadFailure(error: unknown): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    (error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message))
  );
}

/** Shown when a page throws or its code fails to load: never a blank screen. */
export function RouteErrorPage() {
  const text = messages.routeError;
  const connection = isLoadFailure(useRouteError());
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{connection ? text.offlineTitle : text.title}</h1>
      <p className="text-muted">{connection ? text.offline : text.text}</p>
      <Link to="/" className={primaryButton} reloadDocument>
        {messages.routeError.backHome}
      </Link>
    </main>
  );
}
