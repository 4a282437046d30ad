import { Link, useLocation, useSearchParams } from 'react-router';
import { primaryButton } from '../../../components/button-classes';
import { keptGatewayForm } from '../../../lib/kept-gateway-form';
import { donationMessages } from '../../../lib/messages/donation';
import { useCampaignTitle } from '../../../lib/queries/campaign-title';
import {
  campaignIdOfPath,
  readFailure,
  readFailureQuery,
  type CardFailureReason,
  type FailedMethod,
} from '../card-failure';

const text = donationMessages.donation;

/** Why, and the way back to the campaign: `retryDonation` opens its form again (empty when unknown). */
interface ShownFailure {
  reason: CardFailureReason;
  method: FailedMethod | null;
  campaignPath: string | null;
  retryDonation: unknown;
}

/** The reason in words, said by who refused when the page knows how the donor paid. */
function reasonWords({ reason, method }: ShownFailure): string {
  if (method && (reason === 'declined' || reason === 'insufficient'))
    return text.failedByMethod[method][reason];
  return text.failedReasons[reason];
}

/**
 * /TransactionFailed and /transactionfailed: the transfer did not go through (PRODUCT.md §2). When this
 * browser's card payment sent the donor here (navigation state), or the payment host or the payment
 * return did (`?reason=`), it says why, once, names the campaign (as the api has it, not as the
 * address writes it) and leads back to it with the form as the donor left it — the one way on. Without
 * a campaign, the specification's link to /Campaigns. A payment the bank has not settled yet is not
 * offered again: it may be paid.
 */
export function TransactionFailedPage() {
  const state = readFailure(useLocation().state);
  const fromQuery = readFailureQuery(useSearchParams()[0]);
  const failure: ShownFailure | null = state
    ? { ...state, method: null }
    : fromQuery && {
        ...fromQuery,
        retryDonation: fromQuery.campaignPath
          ? (keptGatewayForm(campaignIdOfPath(fromQuery.campaignPath)) ?? {})
          : {},
      };
  const unsettled = failure?.reason === 'unconfirmed';
  const back = failure?.campaignPath ?? null;
  const campaignTitle = useCampaignTitle(back ? campaignIdOfPath(back) : 0);
  return (
    <section
      aria-labelledby="transaction-failed-title"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-danger-50">
        <span className="text-3xl font-bold text-danger-700">!</span>
      </div>
      <h1 id="transaction-failed-title" className="text-2xl font-bold wrap-anywhere text-brand-900">
        {campaignTitle ? text.failedTitleFor(campaignTitle) : text.failedTitle}
      </h1>
      {failure && <p className="font-bold text-danger-700">{reasonWords(failure)}</p>}
      {!unsettled && <p className="text-muted">{text.failedText}</p>}
      {back ? (
        <Link
          to={back}
          state={unsettled ? null : { retryDonation: failure?.retryDonation }}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          {unsettled ? text.returnToCampaign : text.retryOnCampaign}
        </Link>
      ) : (
        <Link to="/Campaigns" className={`${primaryButton} w-full sm:w-auto`}>
          {text.tryAgain}
        </Link>
      )}
    </section>
  );
}
