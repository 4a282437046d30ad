import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useReceipt } from '../../../lib/queries/get-receipt';
import { ReceiptDocument } from './receipt-document';
import { ReceiptNotIssued } from './receipt-not-issued';

/** The id from the path, or 0 when it is not a donation id at all. */
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
