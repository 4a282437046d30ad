import { Link, useLocation } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { donationMessages } from '../../../lib/messages/donation';
import { readFailure } from './card-failure';

const text = donationMessages.donation;

/**
 * /TransactionFailed and /transactionfailed: the transfer did not go through (SPEC §2). When this
 * browser's card payment sent the donor here, it also says why and leads back to the same campaign
 * with the form as they filled it; the SPEC's link to /Campaigns stays.
 */
export function TransactionFailedPage() {
  const failure = readFailure(useLocation().state);
  return (
    <section
      aria-labelledby="transaction-failed-title"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-danger-50">
        <span className="text-3xl font-bold text-danger-700">!</span>
      </div>
      <h1 id="transaction-failed-title" className="text-2xl font-bold text-brand-900">
        {text.failedTitle}
      </h1>
      {failure && <p className="font-bold text-danger-700">{text.failedReasons[failure.reason]}</p>}
      <p className="text-muted">{text.failedText}</p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {failure && (
          <Link
            to={failure.campaignPath}
            state={{ retryDonation: failure.retryDonation }}
            className={primaryButton}
          >
            {text.retryOnCampaign}
          </Link>
        )}
        <Link to="/Campaigns" className={failure ? secondaryButton : primaryButton}>
          {text.tryAgain}
        </Link>
      </div>
    </section>
  );
}
