import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { useReloadCampaign, type DonationPayload } from '../api/create-donation';
import {
  clearStoredCardDonation,
  readStoredCardDonation,
  storeCardDonation,
  type StoredCardDonation,
} from '../../../lib/stored-card-donation';
import { getCardSession, saveCardPayment } from '../api/payment-host';
import { failureState, type CardFailureReason, type RetryValues } from '../retry-donation';

export const TRANSACTION_FAILED_PATH = '/TransactionFailed';
/** PRODUCT.md §9 payment failure timings, and how long the stored ids outlive a successful payment. */
const SESSION_FAILURE_OVERLAY_MS = 1000;
const SESSION_FAILURE_BACK_MS = 3000;
const PAYMENT_RESULT_CLEAR_MS = 3000;

/** Where the card payment stands: asking for a session, on the bank's page, or saving the result. */
export type CardStage =
  { step: 'idle' } | { step: 'opening' } | { step: 'lightbox'; url: string } | { step: 'saving' };

/** What the bank's lightbox page posts to its parent window. */
interface BankMessage {
  source: 'athar-bank';
  event: 'complete' | 'cancel' | 'error';
}

function isBankMessage(data: unknown): data is BankMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.source === 'athar-bank' &&
    (message.event === 'complete' || message.event === 'cancel' || message.event === 'error')
  );
}

export interface CardPaymentCallbacks {
  /** the donation form closes (success or error) */
  closeForm: () => void;
  /** the donor cancelled on the bank's page: the form comes back as they left it, to try again */
  cancelled: () => void;
  /** paid: show the success dialog; 'pending' while the bank has no final answer yet */
  paid: (donation: StoredCardDonation, status: 'confirmed' | 'pending') => void;
}

/**
 * PRODUCT.md §4 Card flow: the ids kept in local storage, a session from the payment host, the bank's
 * lightbox, then Save (pay asks the bank itself) on success, or the way out on cancel and error.
 */
export function useCardPayment(callbacks: CardPaymentCallbacks) {
  const [stage, setStage] = useState<CardStage>({ step: 'idle' });
  const navigate = useNavigate();
  const reloadCampaign = useReloadCampaign();
  const latest = useRef({ callbacks, navigate, reloadCampaign });
  const current = useRef<StoredCardDonation | null>(null);
  /** where the donor started and what they typed, for "try again" on the failure page */
  const retry = useRef<{ campaignPath: string; values: RetryValues | null }>({
    campaignPath: '/Campaigns',
    values: null,
  });
  useEffect(() => {
    latest.current = { callbacks, navigate, reloadCampaign };
  });

  /** Goes to the failure page (PRODUCT.md §8), telling it why and how to come back with the form kept. */
  function showFailure(reason: CardFailureReason) {
    const { campaignPath, values } = retry.current;
    void latest.current.navigate(TRANSACTION_FAILED_PATH, {
      state: failureState(reason, campaignPath, values),
    });
  }

  async function start(created: CreatedDonation, donation: DonationPayload, values: RetryValues | null) {
    const ids = {
      donationId: created.donation_id,
      campaignId: created.campaign_id,
      receiptKey: created.receipt_key,
      paymentToken: created.payment_token,
    };
    current.current = ids;
    retry.current = { campaignPath: window.location.pathname, values };
    storeCardDonation(ids);
    setStage({ step: 'opening' });
    try {
      const session = await getCardSession({
        donationId: ids.donationId,
        paymentToken: ids.paymentToken ?? '',
      });
      setStage({ step: 'lightbox', url: session.lightboxUrl });
    } catch {
      // the payment host or the bank did not open a session: nothing was charged
      showFailure('timeout');
      setTimeout(() => setStage({ step: 'idle' }), SESSION_FAILURE_OVERLAY_MS);
      setTimeout(() => {
        // only if the donor is still looking at the failure page
        if (window.location.pathname === TRANSACTION_FAILED_PATH) window.history.back();
      }, SESSION_FAILURE_BACK_MS);
    }
  }

  function cancel() {
    setStage({ step: 'idle' });
    clearStoredCardDonation();
    latest.current.callbacks.cancelled();
  }

  /** The bank refused the card (its lightbox reported an error, or the order settled as failed). */
  function fail() {
    setStage({ step: 'idle' });
    clearStoredCardDonation();
    showFailure('declined');
    latest.current.callbacks.closeForm();
  }

  async function complete() {
    setStage({ step: 'saving' });
    const stored = readStoredCardDonation();
    const ids = stored?.paymentToken ? stored : current.current;
    if (!ids?.paymentToken) return fail();
    // a lost answer is not a failure: the reconciliation job settles the donation with the bank
    const status = await saveCardPayment(ids.donationId, ids.paymentToken).catch(() => 'pending' as const);
    if (status === 'failed') return fail();
    void latest.current.reloadCampaign(ids.campaignId);
    setStage({ step: 'idle' });
    latest.current.callbacks.closeForm();
    latest.current.callbacks.paid(ids, status);
    setTimeout(clearStoredCardDonation, PAYMENT_RESULT_CLEAR_MS);
  }

  const bankEvents = useRef({ complete, cancel, fail });
  useEffect(() => {
    bankEvents.current = { complete, cancel, fail };
  });

  const lightboxUrl = stage.step === 'lightbox' ? stage.url : null;
  useEffect(() => {
    if (!lightboxUrl) return;
    const bankOrigin = new URL(lightboxUrl).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== bankOrigin || !isBankMessage(event.data)) return;
      window.removeEventListener('message', onMessage);
      const handle = bankEvents.current;
      if (event.data.event === 'complete') void handle.complete();
      else if (event.data.event === 'cancel') handle.cancel();
      else handle.fail();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [lightboxUrl]);

  return { stage, start, cancel };
}
