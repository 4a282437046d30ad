import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { defaultCampaignSvg } from '../db/seed/placeholder-images';
import { OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH, ogImageVersion } from '../lib/og-picture';

/**
 * The picture a shared campaign link shows in WhatsApp, Facebook and the like (PRODUCT.md §11.7): a JPEG of
 * 1200×630 under 300 KB. WhatsApp shows no preview for a WebP, an AVIF or a picture much heavier than
 * that, and uploads are stored as WebP (services/images.ts), so each campaign's picture gets a JPEG
 * rendition, made the first time it is asked for and kept on disk under a name derived from the
 * picture's key: a new picture has a new key, so a new rendition, and nothing is ever stale.
 */

/** JPEG qualities tried in turn until the file fits; a photo needs the first, only noise the last. */
const QUALITIES = [82, 72, 62, 52, 42, 32];
const MAX_INPUT_PIXELS = 50_000_000;

/** The folder of the renditions, under DATA_DIR/uploads (served there too, harmlessly). */
export const OG_CACHE_FOLDER = 'og';

async function encodeJpeg(raw: Buffer, info: OutputInfo, quality: number): Promise<Buffer> {
  return sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality, progressive: false, chromaSubsampling: '4:2:0', trellisQuantisation: true })
    .toBuffer();
}

/**
 * Any picture sharp reads, as a 1200×630 JPEG under OG_MAX_BYTES: cropped to cover (the part sharp
 * finds most telling kept), its transparency laid on white, EXIF orientation applied and no metadata
 * kept (no GPS). Throws when the picture does not decode.
 */
export async function renderOgJpeg(input: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const quality of QUALITIES) {
    const jpeg = await encodeJpeg(data, info, quality);
    if (jpeg.length < OG_MAX_BYTES) return jpeg;
  }
  // noise beyond what any quality squeezes: soften it, then the lowest quality surely fits
  const { data: soft, info: softInfo } = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .blur(1.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeJpeg(soft, softInfo, QUALITIES.at(-1)!);
}

export interface OgImage {
  body: Buffer;
  /** a strong validator: the same picture drawn the same way */
  etag: string;
}

let defaultImage: Promise<OgImage> | null = null;

/** The default campaign picture (the one shown for a campaign without its own) as the OG JPEG. */
export function defaultOgImage(): Promise<OgImage> {
  defaultImage ??= renderOgJpeg(Buffer.from(defaultCampaignSvg())).then((body) => ({
    body,
    etag: `"${ogImageVersion(null)}"`,
  }));
  // a failure is not kept: the next request draws it again
  defaultImage.catch(() => {
    defaultImage = null;
  });
  return defaultImage;
}

/**
 * The OG renditions of uploaded pictures, drawn once per picture key and kept under
 * uploads/og/<hash of the key>.jpg. The key comes from the database, but the file read is still
 * checked to lie under the uploads folder. A picture missing or not decoding gives the default.
 */
export class OgImages {
  private readonly inFlight = new Map<string, Promise<OgImage>>();

  constructor(private readonly uploadsDir: string) {}

  /** The OG JPEG of a campaign's picture key (null: no picture, the default). */
  async forImage(imageKey: string | null, log?: { warn: (data: object, message: string) => void }) {
    if (!imageKey) return defaultOgImage();
    const version = ogImageVersion(imageKey);
    const running = this.inFlight.get(version);
    if (running) return running;
    const job = this.draw(imageKey, version)
      .catch((error: unknown) => {
        log?.warn({ err: error, imageKey }, 'og image: the picture did not render, default used');
        return defaultOgImage();
      })
      .finally(() => this.inFlight.delete(version));
    this.inFlight.set(version, job);
    return job;
  }

  private async draw(imageKey: string, version: string): Promise<OgImage> {
    const etag = `"${version}"`;
    const root = path.resolve(this.uploadsDir);
    const cacheFile = path.join(root, OG_CACHE_FOLDER, `${version}.jpg`);
    const cached = await fs.readFile(cacheFile).catch(() => null);
    if (cached && cached.length > 0 && cached.length < OG_MAX_BYTES) return { body: cached, etag };
    const source = path.resolve(root, imageKey);
    if (!source.startsWith(root + path.sep)) throw new Error('picture key outside the uploads');
    const body = await renderOgJpeg(await fs.readFile(source));
    await this.keep(cacheFile, body);
    return { body, etag };
  }

  /** Written aside then renamed, so a reader never meets half a file; a full disk only costs a redraw. */
  private async keep(cacheFile: string, body: Buffer): Promise<void> {
    const partial = `${cacheFile}.${process.pid}.${Date.now()}.part`;
    try {
      await fs.mkdir(path.dirname(cacheFile), { recursive: true });
      await fs.writeFile(partial, body);
      await fs.rename(partial, cacheFile);
    } catch {
      await fs.rm(partial, { force: true }).catch(() => {});
    }
  }
}
