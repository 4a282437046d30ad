import { Link } from 'react-router';
import { underConstructionMessages as text } from '../lib/messages/under-construction';
import { primaryButton } from './button-classes';

/** Stands in for a page a later issue builds: says so clearly and offers the way home. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center">
      <svg className="size-16 text-sand-400" viewBox="0 0 48 48" fill="none" aria-hidden="true">
        <path
          d="M6 40h36M10 40V22l14-12 14 12v18"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M19 40V28h10v12" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="text-lg font-bold text-brand-700">{text.heading}</p>
      <p className="text-muted">{text.text}</p>
      <Link to="/" className={primaryButton}>
        {text.backHome}
      </Link>
    </section>
  );
}
