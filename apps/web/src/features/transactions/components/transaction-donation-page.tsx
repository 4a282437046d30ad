import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Receipt } from '@athar/contract/donations/receipt';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { ClockIcon } from '../../../components/icons/clock-icon';
import { PageSpinner } from '../../../components/spinner';
import { receiptPath } from '../../../lib/entity-paths';
import { donationMessages } from '../../../lib/messages/donation';
import { getReceipt } from '../../../lib/queries/get-receipt';
import { readStoredCardDonation } from '../../../lib/stored-card-donation';
import { failurePath } from '../card-failure';
import { readPaymentReturn, type PaymentReturn } from '../payment-return';
import { returnVerdict } from '../return-verdict';
import { clearGatewayForm } from '../../../lib/kept-gateway-form';

const text = donationMessages.donation;
/** While the bank has no final answer: ask again every 3 s for two minutes, then every 30 s. */
const PENDING_CHECK_MS = 3000;
const PENDING_QUICK_CHECKS = 40;
const PENDING_SLOW_CHECK_MS = 30_000;

/**
 * The key that lets this browser see the donation: pay's, in the return, or the one this browser's
 * card payment kept; without either, only the logged-in owner's session opens it.
 */
function receiptKeyFor(claim: PaymentReturn): string | null {
  if (claim.receiptKey) return claim.receiptKey;
  const stored = readStoredCardDonation();
  return stored?.donationId === claim.donationId ? stored.receiptKey : null;
}

/**
 * /TransactionDonation/{Link}: where the payment host sends the browser back after the bank's
 * hosted page (PRODUCT.md §2 Transaction return: a loader while the result is checked). Status 1 is only
 * a claim: the api's word on the donation decides between the campaign page with its success
 * dialog, "being confirmed", and /transactionfailed; any other status is a failed transfer.
 */
export function TransactionDonationPage() {
  const navigate = useNavigate();
  const { link } = useParams();
  const [query] = useSearchParams();
  const [claim] = useState(() => readPaymentReturn(query, link));
  const [receiptKey] = useState(() => (claim ? receiptKeyFor(claim) : null));

  const check = useQuery({
    queryKey: ['payment-return', claim?.donationId, receiptKey],
    queryFn: ({ signal }) => getReceipt(claim!.donationId, receiptKey, signal),
    enabled: claim !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { globalError: false },
    refetchInterval: ({ state }) => {
      if (state.data?.status !== 'pending') return false;
      return state.dataUpdateCount < PENDING_QUICK_CHECKS ? PENDING_CHECK_MS : PENDING_SLOW_CHECK_MS;
    },
  });
  // refused (404: not this browser's to see), or no answer at all: nothing is claimed either way
  const answer = check.data ?? (check.isError ? null : undefined);
  const verdict = useMemo(
    () => (claim && answer !== undefined ? returnVerdict(claim, answer) : null),
    [claim, answer],
  );

  useEffect(() => {
    if (!claim) {
      void navigate('/transactionfailed', { replace: true });
      return;
    }
    if (!verdict) return;
    if (verdict.kind === 'paid') {
      clearGatewayForm();
      void navigate(verdict.campaignPath, { replace: true, state: { paidDonationId: claim.donationId } });
    } else if (verdict.kind === 'failed')
      void navigate(failurePath(verdict.reason, verdict.campaign), { replace: true });
    else if (verdict.kind === 'unknown') void navigate(verdict.campaignPath, { replace: true });
  }, [navigate, claim, verdict]);

  if (claim && verdict?.kind === 'pending')
    return (
      <BeingConfirmed receipt={verdict.receipt} campaignPath={claim.campaignPath} receiptKey={receiptKey} />
    );
  return <PageSpinner label={text.returning} />;
}

/** The bank has no final answer yet: not paid, not failed; the page keeps asking behind this. */
function BeingConfirmed({
  receipt,
  campaignPath,
  receiptKey,
}: {
  receipt: Receipt;
  campaignPath: string;
  receiptKey: string | null;
}) {
  return (
    <section
      aria-labelledby="return-pending-title"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-sand-100 text-brand-900"
      >
        <ClockIcon className="size-9" />
      </div>
      <h1 id="return-pending-title" className="text-2xl font-bold text-brand-900">
        {text.returnPendingTitle}
      </h1>
      <p role="status" className="leading-relaxed text-ink">
        {text.returnPendingText}
      </p>
      <p className="flex flex-wrap items-baseline justify-center gap-2 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-muted">{text.donationNumber}</span>
        <span dir="ltr" className="font-mono text-xl font-bold text-brand-900">
          {receipt.donation_id}
        </span>
      </p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to={receiptPath(receipt.donation_id, receiptKey)} className={primaryButton}>
          {text.returnFollowReceipt}
        </Link>
        <Link to={campaignPath} className={secondaryButton}>
          {text.returnToCampaign}
        </Link>
      </div>
    </section>
  );
}
