import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';

/** Stored image keys are paths under DATA_DIR/uploads; clients get a same-origin URL path. */
export function mediaUrl(key: string): string {
  return `/uploads/${key}`;
}

/** A campaign without a picture answers with the default image name, which the client shows bundled. */
export function campaignImageUrl(key: string | null): string {
  return key ? mediaUrl(key) : DEFAULT_CAMPAIGN_IMAGE;
}
