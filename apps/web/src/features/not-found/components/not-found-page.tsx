import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { messages } from '../../../lib/messages';

/** /PathNotFound and every path that matches nothing (PRODUCT.md §2). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        {messages.notFound.code}
      </p>
      <h1 className="text-3xl font-bold text-brand-900">{messages.notFound.title}</h1>
      <p className="text-muted">{messages.notFound.text}</p>
      <Link to="/" className={primaryButton}>
        {messages.notFound.backHome}
      </Link>
    </section>
  );
}
