import { useEffect, useRef, useState } from 'react';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { donationMessages } from '../../../lib/messages/donation';
import { clearStoredCardDonation, storeCardDonation } from '../../../lib/stored-card-donation';
import { openGatewayCheckout, PaymentHostError } from '../api/payment-host';

const text = donationMessages.donation;

/** Where a wallet, kiosk or Meeza payment stands before the browser leaves for the gateway's page. */
export type GatewayStage = { step: 'idle' } | { step: 'redirecting' } | { step: 'refused'; message: string };

/** The donation types paid on the gateway's unified checkout (docs/decisions/017). */
export function isGatewayDonation(created: CreatedDonation): boolean {
  return (
    created.donation_type === 'Wallet' ||
    created.donation_type === 'Kiosk' ||
    created.donation_type === 'Meeza'
  );
}

/**
 * The donation created for a wallet, kiosk or Meeza payment goes to the payment host, which answers
 * the gateway's checkout address; the browser then leaves for it and comes back to the payment
 * return, the failure page or the receipt (a kiosk code). The ids are kept as the card flow keeps
 * them, so the return page can open the receipt. When the payment host could not be reached, the
 * same submission opens the same donation's checkout again instead of recording a second donation.
 */
export function useGatewayCheckout() {
  const [stage, setStage] = useState<GatewayStage>({ step: 'idle' });
  /** the donation whose checkout could not be opened for want of an answer, and the form it came from */
  const unopened = useRef<{ body: string; created: CreatedDonation } | null>(null);

  // back from the gateway's page through the browser's page cache: the form is usable again
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setStage({ step: 'idle' });
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function open(created: CreatedDonation, body: string) {
    unopened.current = null;
    storeCardDonation({
      donationId: created.donation_id,
      campaignId: created.campaign_id,
      receiptKey: created.receipt_key,
      paymentToken: created.payment_token,
    });
    setStage({ step: 'redirecting' });
    try {
      const url = await openGatewayCheckout({
        donationId: created.donation_id,
        paymentToken: created.payment_token ?? '',
      });
      window.location.assign(url);
    } catch (error) {
      clearStoredCardDonation();
      const refusal = error instanceof PaymentHostError ? error.refusal : null;
      // a refusal is final for this donation (an expired token, a method no longer offered): a new one is made
      if (!refusal) unopened.current = { body, created };
      setStage({ step: 'refused', message: refusal ?? text.checkoutUnreachable });
    }
  }

  /** Opens the checkout of a donation just created from the form's `body` (its JSON). */
  function start(created: CreatedDonation, body: string) {
    void open(created, body);
  }

  /** The same form sent again after an unanswered attempt: its donation's checkout again; false otherwise. */
  function reopen(body: string): boolean {
    const last = unopened.current;
    if (last?.body !== body) return false;
    void open(last.created, body);
    return true;
  }

  /** A new submission: the last refusal is no longer the form's word. */
  function reset() {
    setStage({ step: 'idle' });
  }

  return { stage, start, reopen, reset };
}

export type GatewayCheckout = ReturnType<typeof useGatewayCheckout>;
