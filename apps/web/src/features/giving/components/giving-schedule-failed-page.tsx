import { Link, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { givingMessages } from '../../../lib/messages/giving';

const text = givingMessages.failed;
const REASONS = ['declined', 'cancelled', 'unconfirmed', 'timeout'] as const;

/**
 * /GivingSchedule/failed?reason=…[&raise=1] — where the payment host sends the browser when the bank did
 * not verify a card schedule's card: nothing was charged, the schedule did not start, try again; or,
 * for a raise (docs/decisions/027), the schedule goes on at its amount before.
 */
export function GivingScheduleFailedPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const raise = params.get('raise') === '1';
  const known = REASONS.find((each) => each === reason);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-900">{raise ? text.raiseTitle : text.title}</h1>
      <p role="status" className="text-lg font-bold text-danger-700">
        {known ? text.reasons[known] : text.reasons.unknown}
      </p>
      <p className="leading-relaxed">{raise ? text.raiseUnchanged : text.nothingCharged}</p>
      <p className="leading-relaxed text-muted">{raise ? text.raiseTryAgain : text.tryAgain}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/Campaigns" className={primaryButton}>
          {text.campaigns}
        </Link>
        <Link to="/" className={secondaryButton}>
          {text.home}
        </Link>
      </div>
    </div>
  );
}
