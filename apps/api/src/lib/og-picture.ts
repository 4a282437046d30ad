import { createHash } from 'node:crypto';

/**
 * What a campaign link's preview picture is (PRODUCT.md §11.7), for the page's tags and for the route that
 * draws it (services/og-image.ts): a 1200×630 JPEG under 300 KB at /og/campaign/<id>.jpg.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** strictly under: WhatsApp drops previews of images of about 300 KB and more */
export const OG_MAX_BYTES = 300 * 1024;
/** Changing how renditions are drawn: bump it, and every cached rendition is drawn again. */
export const OG_RENDER_VERSION = 1;

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * The version of a campaign's preview picture: in the og:image URL (`?v=`, since WhatsApp and
 * Facebook keep a picture by its URL), the ETag and the cached rendition's file name. Only
 * base64url characters, so it is safe in a file name.
 */
export function ogImageVersion(imageKey: string | null): string {
  return imageKey ? hashOf(`${OG_RENDER_VERSION}:${imageKey}`) : `default-${OG_RENDER_VERSION}`;
}

/** The preview picture's path on this site. */
export function campaignOgImagePath(campaignId: number, imageKey: string | null): string {
  return `/og/campaign/${campaignId}.jpg?v=${ogImageVersion(imageKey)}`;
}
