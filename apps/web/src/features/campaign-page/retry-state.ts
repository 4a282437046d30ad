/**
 * The form values a navigation state keeps for "try again" after a failed card payment
 * (/TransactionFailed hands `retryDonation` back untouched), not yet read field by field; or null.
 * Free of the form's schemas, so the page can tell at once whether the form should open.
 */
export function keptRetryDonation(state: unknown): Record<string, unknown> | null {
  if (typeof state !== 'object' || state === null) return null;
  const kept: unknown = (state as { retryDonation?: unknown }).retryDonation;
  return typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : null;
}
