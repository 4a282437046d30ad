import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { ApiError } from '../../../lib/api-error';
import { moderationMessages } from '../../../lib/messages/moderation';

const text = moderationMessages.underReview;

/** The api's answer for a page a moderator took down (410, docs/decisions/033). */
export const isUnderReview = (error: unknown) => error instanceof ApiError && error.httpStatus === 410;

/** What a taken-down page's link shows: a respectful line, never a word that accuses. */
export function UnderReviewPage() {
  return (
    <section
      aria-labelledby="under-review-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 id="under-review-title" className="text-2xl font-bold text-brand-900">
        {text.title}
      </h1>
      <p className="leading-relaxed text-muted">{text.text}</p>
      <Link to="/Campaigns" className={primaryButton}>
        {text.discover}
      </Link>
    </section>
  );
}
