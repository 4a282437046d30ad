/**
 * The payment host (PRODUCT.md §7 Payment host): its own origin, announced by the api in the
 * `athar-pay-url` meta tag, answering `{ Success, Message, … }` rather than the api's envelope. Shared:
 * the campaign page pays and verifies cards there, a schedule's page verifies a raise (docs/decisions/027).
 */

const PAY_URL_META = 'athar-pay-url';

export class PaymentHostError extends Error {
  override readonly name = 'PaymentHostError';

  constructor(
    message: string,
    /** the payment host's own Arabic words when it refused (`{ Success: false, Message }`); null otherwise */
    readonly refusal: string | null = null,
  ) {
    super(message);
  }
}

/** The payment host's address, or null when the page was not served with one. */
export function paymentHostUrl(): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${PAY_URL_META}"]`)?.content ?? '';
  try {
    const url = new URL(content);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
