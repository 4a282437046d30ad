import { toWesternDigits } from '@athar/contract/arabic';
import { givingMessages as apiText } from '@athar/contract/giving/giving-messages';

/** The contract's MAX_NIGHT_EGP, kept here without its schemas (a test holds them equal). */
export const NIGHT_EGP_MAX = 100_000;

/**
 * A scheduled gift's amount per night as typed (either script's digits): whole EGP from 100 to
 * NIGHT_EGP_MAX, said in the contract's words otherwise. No zod: /MyDonations uses it.
 */
export function readNightAmount(typed: string): { amount: number } | { error: string } {
  const digits = toWesternDigits(typed).trim();
  if (!/^[0-9]+(\.[0-9]+)?$/.test(digits)) return { error: apiText.amountInvalid };
  const amount = Number(digits);
  if (!Number.isInteger(amount)) return { error: apiText.amountWhole };
  if (amount < 100) return { error: apiText.amountMin };
  if (amount > NIGHT_EGP_MAX) return { error: apiText.amountMax };
  return { amount };
}
