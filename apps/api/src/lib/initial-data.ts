import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { DEFAULT_CAMPAIGN_IMAGE, HOME_CAMPAIGN_COUNT, PAGE_SIZE } from '@athar/contract/constants';
import { escapeHtml } from './app-shell';

const CAMPAIGN_PAGE = /^\/CampaignDonation\/[^/]+\/(\d{1,15})$/;
/** The listing calls whose first card's picture is the page's largest element on a phone. */
const LISTING_CALL = /^\/api\/campaigns\/details\?(offset=0&)?rowscount=/;

/**
 * The API calls a page makes first for a visitor who is not logged in, written exactly as the web
 * app's api client writes them (`buildUrl` in apps/web/src/lib/api-client.ts: its query keys in
 * order, empty values left out), so the shell can carry their answers and the page renders without a
 * round trip. [] for the other pages.
 */
export function initialApiCalls(urlPath: string): string[] {
  if (urlPath === '/') return [`/api/campaigns/details?rowscount=${HOME_CAMPAIGN_COUNT}&filter=desc`];
  if (urlPath === '/Campaigns') return [`/api/campaigns/details?offset=0&rowscount=${PAGE_SIZE}&filter=desc`];
  const page = CAMPAIGN_PAGE.exec(urlPath);
  return page ? [`/api/campaigns/details?campid=${Number(page[1])}`] : [];
}

/**
 * The answers as a JSON data block (CSP forbids inline script, not data): `<` is escaped, so no
 * value can close the element.
 */
export function initialDataBlock(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
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
    if (!LISTING_CALL.test(call)) continue;
    const first = (answer as { data?: { campaign_image?: unknown }[] }).data?.[0]?.campaign_image;
    if (typeof first !== 'string') continue;
    const href = escapeHtml(cardImagePath(first));
    return `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
  }
  return '';
}
