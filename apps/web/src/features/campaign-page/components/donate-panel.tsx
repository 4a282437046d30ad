import { lazy, Suspense, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { primaryButton } from '../../../components/button-classes';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageSpinner } from '../../../components/spinner';
import { donationMessages } from '../../../lib/messages/donation';
import { useSession } from '../../../lib/session';
import { useReloadCampaign, type DonationPayload } from '../api/create-donation';
import { readStoredCardDonation } from '../../../lib/stored-card-donation';
import { donateLead, type DonateMethods } from '../donate-methods';
import { useCardPayment } from '../hooks/use-card-payment';
import { isGatewayDonation, useGatewayCheckout } from '../hooks/use-gateway-checkout';
import type { RetryValues } from '../retry-donation';
import { CardPaymentOverlay } from './card-payment-overlay';
import { DonationSuccessDialog, type DonationSuccess } from './donation-success-dialog';
import { PausedDonateButton } from './paused-donate-button';

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

interface DonatePanelProps {
  campaign: CampaignDetails;
  /** null while donations are paused (issue 19): the api then offers no method */
  methods: DonateMethods | null;
  /** the form is open; the page owns this so that its sticky donate bar can open it too */
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
  /** the form's values when the donor comes back from a failed card payment to try again (or a night's link) */
  retryValues: Partial<RetryValues> | null;
  /** the panel's donate button, which the sticky bar watches */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The donate button and everything it opens: the donation form, the card payment overlay, the way
 * to the gateway's checkout (wallet, kiosk code, Meeza) and the success dialog (also shown on
 * arrival from a successful payment return).
 */
export function DonatePanel({
  campaign,
  methods,
  formOpen,
  setFormOpen,
  retryValues,
  buttonRef,
}: DonatePanelProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const reloadCampaign = useReloadCampaign();
  /** said above the form when it comes back after the donor cancelled on the bank's page */
  const [notice, setNotice] = useState<string | null>(null);
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
    cancelled: () => setNotice(text.failedReasons.cancelled),
    paid: ({ donationId, receiptKey }, status) =>
      succeeded({ donationId, receiptKey, outcome: status === 'confirmed' ? 'card' : 'card-pending' }),
  });

  const checkout = useGatewayCheckout();

  function onCreated(created: CreatedDonation, donation: DonationPayload, values: RetryValues, body: string) {
    setNotice(null);
    if (isGatewayDonation(created)) {
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
    <section className="rounded-2xl border border-brand-100 bg-white p-5">
      {/* paused (issue 19): no form opens, but a card payment started before still comes back to its dialog */}
      {campaign.donations_paused || !methods ? (
        <PausedDonateButton />
      ) : (
        <>
          <p className="mb-4 text-muted">{donateLead(methods, campaign.sadaqa_kind)}</p>
          <button
            ref={buttonRef}
            type="button"
            className={`${primaryButton} w-full text-lg`}
            aria-haspopup="dialog"
            onClick={() => setFormOpen(true)}
          >
            {text.donate}
          </button>
        </>
      )}
      {/* the bank's lightbox is shown alone: the form waits, hidden and as typed, behind no overlay */}
      {methods && (
        <ModalDialog
          open={formOpen && card.stage.step === 'idle' && !campaign.donations_paused}
          onClose={() => setFormOpen(false)}
          title={text.formTitle(campaign.campaign_title)}
          widthClass="max-w-xl"
        >
          <Suspense fallback={<PageSpinner />}>
            <DonationForm
              key={`${formGeneration}-${session?.user_id ?? 'guest'}`}
              campaign={campaign}
              methods={methods}
              initialValues={formGeneration === 0 ? retryValues : null}
              notice={notice}
              onCreated={onCreated}
              checkout={checkout}
            />
          </Suspense>
        </ModalDialog>
      )}
      <CardPaymentOverlay stage={card.stage} onCancel={card.cancel} />
      <DonationSuccessDialog campaign={campaign} success={success} onClose={closeSuccess} />
    </section>
  );
}
