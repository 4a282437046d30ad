import { Link, useLocation, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { donationMessages } from '../../../lib/messages/donation';
import { readFailure, readFailureQuery, type CardFailureReason } from '../card-failure';

const text = donationMessages.donation;

/** Why, and the way back to the campaign: `retryDonation` opens its form again (empty when unknown). */
interface ShownFailure {
  reason: CardFailureReason;
  campaignPath: string | null;
  retryDonation: unknown;
}

/**
 * /TransactionFailed and /transactionfailed: the transfer did not go through (PRODUCT.md §2). When this
 * browser's card payment sent the donor here (navigation state), or the payment host or the payment
 * return did (`?reason=`), it also says why and leads back to the same campaign; the specification's link
 * to /Campaigns stays. A payment the bank has not settled yet is not offered again: it may be paid.
 */
export function TransactionFailedPage() {
  const state = readFailure(useLocation().state);
  const fromQuery = readFailureQuery(useSearchParams()[0]);
  const failure: ShownFailure | null = state ?? (fromQuery && { ...fromQuery, retryDonation: {} });
  const unsettled = failure?.reason === 'unconfirmed';
  const back = failure?.campaignPath ?? null;
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
      {!unsettled && <p className="text-muted">{text.failedText}</p>}
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {back && (
          <Link
            to={back}
            state={unsettled ? null : { retryDonation: failure?.retryDonation }}
            className={primaryButton}
          >
            {unsettled ? text.returnToCampaign : text.retryOnCampaign}
          </Link>
        )}
        <Link to="/Campaigns" className={back ? secondaryButton : primaryButton}>
          {text.tryAgain}
        </Link>
      </div>
    </section>
  );
}
