import { isListingCall } from '@athar/contract/initial-calls';
import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import { escapeHtml } from './app-shell';

/**
 * `value` as a JSON data block (CSP forbids inline script, not data): `<` is escaped, so no value can
 * close the element.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The answers as the data block the web app's api client reads its first answers from. */
export function initialDataBlock(answers: Record<string, unknown>): string {
  return jsonDataBlock(INITIAL_DATA_ELEMENT_ID, answers);
}

/** The URL path the web app shows a card's picture from (`campaignImageSrc` in components/campaign-card.tsx). */
function cardImagePath(image: string): string {
  if (image === DEFAULT_CAMPAIGN_IMAGE) return `/${DEFAULT_CAMPAIGN_IMAGE}`;
  return /^(https?:)?\/\//.test(image) || image.startsWith('/') ? image : `/uploads/${image}`;
}

/**
 * A preload of the first card's picture when a listing is among the answers: on a phone it is the
 * page's largest element, and this way it downloads alongside the scripts.
 */
export function firstCardImagePreload(answers: Record<string, unknown>): string {
  for (const [call, answer] of Object.entries(answers)) {
    if (!isListingCall(call)) continue;
    const first = (answer as { data?: { campaign_image?: unknown }[] }).data?.[0]?.campaign_image;
    if (typeof first !== 'string') continue;
    const href = escapeHtml(cardImagePath(first));
    return `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
  }
  return '';
}
