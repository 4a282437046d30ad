import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { ModalDialog } from '../../../components/modal-dialog';
import { donationMessages } from '../../../lib/messages/donation';
import { useSession } from '../../../lib/session';
import { useReloadCampaign, type DonationPayload } from '../api/create-donation';
import type { DonateMethods } from '../donate-methods';
import { useCardPayment } from '../hooks/use-card-payment';
import { isGatewayDonation, useGatewayCheckout } from '../hooks/use-gateway-checkout';
import { readRetryValues, type RetryValues } from '../retry-donation';
import { CardPaymentOverlay } from './card-payment-overlay';
import { DonationForm } from './donation-form';
import { DonationSuccessDialog, type DonationSuccess } from './donation-success-dialog';
import { returnedDonation } from './returned-donation';
import { keepGatewayForm } from '../../../lib/kept-gateway-form';

const text = donationMessages.donation;

export interface DonateFlowProps {
  campaign: CampaignDetails;
  /** null while donations are paused (docs/decisions/018): the api then offers no method */
  methods: DonateMethods | null;
  /** the form is open; the page owns this so that its sticky donate bar can open it too */
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
  /** the form's values when it opens, e.g. from a night's link */
  retryValues: Partial<RetryValues> | null;
  /** the navigation state the page arrived with: back from a failed card payment, its values win */
  arrivalState?: unknown;
}

/**
 * What the donate button opens: the donation form, the card payment overlay, the way to the
 * gateway's checkout (wallet, kiosk code, Meeza) and the success dialog (also shown on arrival from a
 * successful payment return). Its own chunk (with zod and react-hook-form), fetched when the donor
 * reaches for the button.
 */
export function DonateFlow({
  campaign,
  methods,
  formOpen,
  setFormOpen,
  retryValues,
  arrivalState,
}: DonateFlowProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const reloadCampaign = useReloadCampaign();
  /** said above the form when it comes back after the donor cancelled on the bank's page */
  const [notice, setNotice] = useState<string | null>(null);
  /** a new form after each donation: cleared, with the logged-in donor's details filled in again */
  const [formGeneration, setFormGeneration] = useState(0);
  const [initialValues] = useState(() => readRetryValues(arrivalState) ?? retryValues);
  const [success, setSuccess] = useState<DonationSuccess | null>(() => returnedDonation(location.state));

  function succeeded(next: DonationSuccess) {
    setFormOpen(false);
    setFormGeneration((generation) => generation + 1);
    setSuccess(next);
  }

  const card = useCardPayment({
    closeForm: () => setFormOpen(false),
    cancelled: () => setNotice(text.failedReasons.cancelled),
    paid: ({ donationId, receiptKey }, status) =>
      succeeded({ donationId, receiptKey, outcome: status === 'confirmed' ? 'card' : 'card-pending' }),
  });

  const checkout = useGatewayCheckout();

  function onCreated(created: CreatedDonation, donation: DonationPayload, values: RetryValues, body: string) {
    setNotice(null);
    if (isGatewayDonation(created)) {
      keepGatewayForm(created.campaign_id, values);
      checkout.start(created, body);
      return;
    }
    if (created.donation_type === 'Card') {
      void card.start(created, donation, values);
      return;
    }
    void reloadCampaign(created.campaign_id);
    succeeded({ donationId: created.donation_id, receiptKey: created.receipt_key, outcome: 'cash' });
  }

  function closeSuccess() {
    setSuccess(null);
    // a reload of the page must not show the payment return's dialog again
    if (returnedDonation(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }

  return (
    <>
      {/* the bank's lightbox is shown alone: the form waits, hidden and as typed, behind no overlay */}
      {methods && (
        <ModalDialog
          open={formOpen && card.stage.step === 'idle' && !campaign.donations_paused}
          onClose={() => setFormOpen(false)}
          title={text.formTitle(campaign.campaign_title)}
          sheet
        >
          <DonationForm
            key={`${formGeneration}-${session?.user_id ?? 'guest'}`}
            campaign={campaign}
            methods={methods}
            initialValues={formGeneration === 0 ? initialValues : null}
            notice={notice}
            onCreated={onCreated}
            checkout={checkout}
          />
        </ModalDialog>
      )}
      <CardPaymentOverlay stage={card.stage} onCancel={card.cancel} />
      <DonationSuccessDialog campaign={campaign} success={success} onClose={closeSuccess} />
    </>
  );
}
