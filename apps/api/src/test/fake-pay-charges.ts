import { confirmDonation } from '../services/donations/confirm-donation';
import type { ChargeNight, ChargeResult } from '../services/giving/pay-charges';
import type { TestApp } from './test-app';

/** 20:30 on a Cairo evening (UTC+2 in winter): the scheduled-giving job's slot. */
export const evening = (day: string) => new Date(`${day}T18:30:00Z`);

/** A bank that answers each attempt as told, confirming through the api's one confirmation path. */
export function fakePay(t: () => TestApp, answers: ChargeResult['outcome'][] = []) {
  const calls: { donationId: number; attempt: number }[] = [];
  const charge: ChargeNight = async (donationId, attempt) => {
    calls.push({ donationId, attempt });
    const outcome = answers[calls.length - 1] ?? 'confirmed';
    if (outcome === 'confirmed') await confirmDonation(t().db, donationId);
    return { outcome, reason: outcome === 'declined' ? 'DECLINED' : null };
  };
  return { calls, charge };
}
