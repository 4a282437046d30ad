import { createDonationRoute } from '@athar/contract/routes/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { CHANNEL } from '@athar/contract/constants';
import type { DonationFormOutput } from '@athar/contract/donations/donation-form';
import { call, firstItem } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { campaignDetailsKey } from './get-campaign-details';
import { campaignDonorsKey } from './get-campaign-donors';

/**
 * PRODUCT.md §3 Donation as sent: the checked form plus the fixed web channel and payment status. No
 * `consent`: the form asks none, the donation being what the donor asked for (docs/decisions/025).
 */
export function donationPayload({ consent: _consent, ...values }: DonationFormOutput, ngoId: number) {
  return { ...values, channel: CHANNEL.web, payment_status: 1, ngoId };
}
export type DonationPayload = ReturnType<typeof donationPayload>;

/** POST /api/donations — `{ donation }` with an Idempotency-Key; data[0] is the pending donation. */
export async function createDonation(donation: DonationPayload, idempotencyKey: string) {
  const envelope = await call(
    createDonationRoute,
    { body: { donation } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return firstItem(envelope);
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; a plain-http LAN address is not one.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** An answer that may never have reached us, or a server failure: the same request may be sent again. */
function mayRetrySameRequest(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 500);
}

/**
 * Creates donations, one Idempotency-Key per submission: the same submission retried after a
 * network or server failure keeps its key (so it can never make two donations); anything else gets
 * a new one. The form shows its own errors, so failures stay out of the global banner.
 */
export function useCreateDonation() {
  const retry = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (donation: DonationPayload) => {
      const body = JSON.stringify(donation);
      const key = retry.current?.body === body ? retry.current.key : newKey();
      try {
        const created = await createDonation(donation, key);
        retry.current = null;
        return created;
      } catch (error) {
        retry.current = mayRetrySameRequest(error) ? { body, key } : null;
        throw error;
      }
    },
  });
}

/** Reloads the campaign's totals and its donors list after a donation. */
export function useReloadCampaign() {
  const queryClient = useQueryClient();
  return (campaignId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignDetailsKey(campaignId) }),
      queryClient.invalidateQueries({ queryKey: campaignDonorsKey(campaignId) }),
    ]);
}
