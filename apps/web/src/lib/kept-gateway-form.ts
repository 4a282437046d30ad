/**
 * What the donor typed before leaving for the gateway's checkout (a wallet, Meeza or kiosk payment),
 * kept in this tab only (sessionStorage) so that a refused payment's «try again» opens the form as
 * they left it: the gateway sends the browser back to /transactionfailed, on another page load.
 * Kept an hour at most; read back field by field by the campaign page (readRetryValues).
 */
const STORAGE_KEY = 'athar-gateway-form';
const KEPT_MS = 60 * 60_000;

interface Kept {
  campaignId: number;
  values: unknown;
  at: number;
}

export function keepGatewayForm(campaignId: number, values: unknown): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ campaignId, values, at: Date.now() }));
  } catch {
    // storage full or refused: «try again» opens an empty form, as before
  }
}

/** The form kept for `campaignId` within the hour, or null. */
export function keptGatewayForm(campaignId: number): unknown {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    if (!kept || kept.campaignId !== campaignId || Date.now() - kept.at > KEPT_MS) return null;
    return kept.values;
  } catch {
    return null;
  }
}

/** After a donation went through, nothing of it stays in the tab. */
export function clearGatewayForm(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
