import { Link } from 'react-router';
import { primaryButton } from '../components/button-classes';
import { messages } from '../lib/messages';

/** Shown when a page throws or its code fails to load: never a blank screen. */
export function RouteErrorPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{messages.routeError.title}</h1>
      <p className="text-muted">{messages.routeError.text}</p>
      <Link to="/" className={primaryButton} reloadDocument>
        {messages.routeError.backHome}
      </Link>
    </main>
  );
}
