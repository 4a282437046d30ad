import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/spinner';
import { donationMessages } from '../../../lib/messages/donation';
import { readPaymentReturn } from './payment-return';

/**
 * /TransactionDonation/{Link}: where the payment host sends the browser back after the bank's
 * hosted page (SPEC §2 Transaction return). Status 1 opens the campaign page with its success
 * dialog; anything else is a failed transfer.
 */
export function TransactionDonationPage() {
  const navigate = useNavigate();
  const { link } = useParams();
  const [query] = useSearchParams();

  useEffect(() => {
    const result = readPaymentReturn(query, link);
    if (result) {
      void navigate(result.campaignPath, { replace: true, state: { paidDonationId: result.donationId } });
    } else {
      void navigate('/transactionfailed', { replace: true });
    }
  }, [navigate, query, link]);

  return <PageSpinner label={donationMessages.donation.returning} />;
}
