import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { primaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageSpinner } from '../../../components/spinner';
import { donationMessages } from '../../../lib/messages/donation';
import { useSession } from '../../../lib/session';
import { useReloadCampaign, type DonationPayload } from '../api/create-donation';
import { readStoredCardDonation } from '../api/payment-host';
import { CardPaymentOverlay } from './card-payment-overlay';
import { DonationSuccessDialog, type DonationSuccess } from './donation-success-dialog';
import { useCardPayment } from './use-card-payment';

/**
 * The form (with zod and react-hook-form, ~40 KB gzip) is its own chunk: the page and its picture
 * render without it, and it arrives while the visitor reads, before the donate button is pressed.
 */
const DonationForm = lazy(async () => ({ default: (await import('./donation-form')).DonationForm }));

const text = donationMessages.donation;

/**
 * The donation id the payment return page (/TransactionDonation) hands over in the navigation state,
 * with its receipt key when this browser started that payment.
 */
function returnedDonation(state: unknown): DonationSuccess | null {
  if (typeof state !== 'object' || state === null) return null;
  const donationId = (state as { paidDonationId?: unknown }).paidDonationId;
  if (typeof donationId !== 'number') return null;
  const stored = readStoredCardDonation();
  const receiptKey = stored?.donationId === donationId ? stored.receiptKey : null;
  return { donationId, outcome: 'card', receiptKey };
}

/**
 * The donate button and everything it opens: the donation form, the card payment overlay and
 * the success dialog (also shown on arrival from a successful payment return).
 */
export function DonatePanel({ campaign }: { campaign: CampaignDetails }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const reloadCampaign = useReloadCampaign();
  const [formOpen, setFormOpen] = useState(false);
  /** a new form after each donation: cleared, with the logged-in donor's details filled in again */
  const [formGeneration, setFormGeneration] = useState(0);
  const [success, setSuccess] = useState<DonationSuccess | null>(() => returnedDonation(location.state));

  function succeeded(next: DonationSuccess) {
    setFormOpen(false);
    setFormGeneration((generation) => generation + 1);
    setSuccess(next);
  }

  const card = useCardPayment({
    closeForm: () => setFormOpen(false),
    paid: ({ donationId, receiptKey }, status) =>
      succeeded({ donationId, receiptKey, outcome: status === 'confirmed' ? 'card' : 'card-pending' }),
  });

  function onCreated(created: CreatedDonation, donation: DonationPayload) {
    if (created.donation_type === 'Card') {
      void card.start(created, donation);
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
    <section className="rounded-2xl border border-brand-100 bg-white p-5">
      <p className="mb-4 text-muted">{text.donateLead}</p>
      <button
        type="button"
        className={`${primaryButton} w-full text-lg`}
        aria-haspopup="dialog"
        onClick={() => setFormOpen(true)}
      >
        {text.donate}
      </button>
      <ModalDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        title={text.formTitle(campaign.campaign_title)}
        widthClass="max-w-xl"
      >
        <Suspense fallback={<PageSpinner />}>
          <DonationForm
            key={`${formGeneration}-${session?.user_id ?? 'guest'}`}
            campaign={campaign}
            onCreated={onCreated}
          />
        </Suspense>
      </ModalDialog>
      <CardPaymentOverlay stage={card.stage} onCancel={card.cancel} />
      <DonationSuccessDialog campaign={campaign} success={success} onClose={closeSuccess} />
    </section>
  );
}
