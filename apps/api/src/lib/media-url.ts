import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';

/** Stored image keys are paths under DATA_DIR/uploads; clients get a same-origin URL path. */
export function mediaUrl(key: string): string {
  return `/uploads/${key}`;
}

/** A campaign without a picture answers with the default image name, which the client shows bundled. */
export function campaignImageUrl(key: string | null): string {
  return key ? mediaUrl(key) : DEFAULT_CAMPAIGN_IMAGE;
}

/** Uploaded campaign pictures live here, each with a smaller card rendition `<name>-card.webp`. */
export const CAMPAIGN_UPLOADS = 'campaigns';
export const CARD_RENDITION = 'card';

export function campaignCardImageUrl(key: string | null): string {
  if (key?.startsWith(`${CAMPAIGN_UPLOADS}/`))
    return mediaUrl(key.replace(/\.webp$/, () => `-${CARD_RENDITION}.webp`));
  return campaignImageUrl(key);
}
