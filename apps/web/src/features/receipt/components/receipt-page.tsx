import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { isGatewayChannel } from '../receipt-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useReceipt } from '../../../lib/queries/get-receipt';
import { ReceiptDocument } from './receipt-document';
import { ReceiptNotIssued } from './receipt-not-issued';

/** The id from the path, or 0 when it is not a donation id at all. */
/**
 * A pending gateway donation is asked about again: quickly while the gateway's word is awaited (a
 * kiosk code arrives with the gateway's callback, maybe just after the browser came back), slowly
 * while a kiosk code waits to be paid, so the page becomes the receipt once it is.
 */
const AWAITING_GATEWAY_MS = 5000;
const AWAITING_KIOSK_PAYMENT_MS = 60_000;

function donationIdParam(id: string | undefined): number {
  const value = Number(id);
  return /^\d+$/.test(id ?? '') && Number.isSafeInteger(value) ? value : 0;
}

/**
 * /Receipt/{id}?key: the printable receipt of a confirmed donation, or why there is none yet.
 * A donation that does not exist, or that this visitor may not see, is simply not found.
 */
export function ReceiptPage() {
  const donationId = donationIdParam(useParams().id);
  const key = useSearchParams()[0].get('key') || null;
  const receipt = useReceipt(donationId, key);
  const refused = receipt.error instanceof ApiError && receipt.error.isClientError;
  const { data, refetch } = receipt;
  const recheckMs =
    data?.status === 'pending' && isGatewayChannel(data.channel)
      ? data.kiosk_reference
        ? AWAITING_KIOSK_PAYMENT_MS
        : AWAITING_GATEWAY_MS
      : null;
  useEffect(() => {
    if (recheckMs === null) return;
    const timer = setInterval(() => void refetch(), recheckMs);
    return () => clearInterval(timer);
  }, [recheckMs, refetch]);

  if (donationId === 0 || refused) return <Navigate to="/PathNotFound" replace />;
  if (receipt.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState message={errorMessage(receipt.error)} onRetry={() => void receipt.refetch()} />
      </div>
    );
  }
  if (receipt.isPending) return <PageSpinner />;
  const issued = receipt.data.status === 'confirmed' && receipt.data.confirmed_at !== null;
  return issued ? <ReceiptDocument receipt={receipt.data} /> : <ReceiptNotIssued receipt={receipt.data} />;
}
