import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { lowQualityKey, lowQualityVariant } from '../lib/low-quality-images';

/** Raster formats we accept, decided from the file's bytes (sharp reports AVIF as heif with av1). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageSize {
  /** added to the file name: `<random>-<suffix>.webp` */
  suffix: string;
  width: number;
  height: number;
}

export interface StoreImageOptions {
  /** DATA_DIR/uploads */
  uploadsDir: string;
  /** a folder under uploads, e.g. 'profiles' or 'campaigns' */
  folder: string;
  /** the main picture is shrunk to fit inside these (never enlarged) */
  maxWidth?: number;
  maxHeight?: number;
  /** extra smaller renditions, e.g. a card thumbnail */
  sizes?: ImageSize[];
}

export interface StoredImage {
  /** the key under uploads, e.g. `profiles/Xy…Z.webp`; mediaUrl(key) serves it */
  key: string;
  /** the keys of the extra renditions, by suffix */
  sizes: Record<string, string>;
}

async function acceptedFormat(buffer: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', validationMessages.imageType);
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!avif && !ACCEPTED.has(metadata.format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', validationMessages.imageType);
  }
}

function encode(buffer: Buffer, width: number, height: number): Promise<Buffer> {
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF and GPS go.
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Stores an uploaded picture: refuses more than 3,000,000 bytes (413) and anything that is not a
 * JPEG, PNG, WebP, GIF or AVIF by its content (415, SVG included), then writes a re-encoded WebP
 * under DATA_DIR/uploads/<folder>/ with a random name, each rendition with its low-quality variant
 * (`-lq.webp`, served to browsers that send `Save-Data: on`).
 */
export async function storeImage(buffer: Buffer, options: StoreImageOptions): Promise<StoredImage> {
  if (buffer.length > IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', validationMessages.imageTooLarge);
  }
  await acceptedFormat(buffer);
  const base = randomBytes(16).toString('base64url');
  const renditions = [
    { suffix: '', width: options.maxWidth ?? 1600, height: options.maxHeight ?? 1600 },
    ...(options.sizes ?? []),
  ];
  // every rendition is encoded before any is written: a picture whose header reads well but whose
  // data does not decode (cut short, corrupt) is refused and leaves no file behind
  const encoded: Buffer[] = [];
  const variants: Buffer[] = [];
  try {
    for (const rendition of renditions) {
      const webp = await encode(buffer, rendition.width, rendition.height);
      encoded.push(webp);
      variants.push(await lowQualityVariant(webp));
    }
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', validationMessages.imageType);
  }
  const folder = path.join(options.uploadsDir, options.folder);
  await fs.mkdir(folder, { recursive: true });
  const keys: string[] = [];
  for (const [index, rendition] of renditions.entries()) {
    const name = rendition.suffix ? `${base}-${rendition.suffix}.webp` : `${base}.webp`;
    await fs.writeFile(path.join(folder, name), encoded[index]!);
    await fs.writeFile(path.join(folder, lowQualityKey(name)!), variants[index]!);
    keys.push(`${options.folder}/${name}`);
  }
  return {
    key: keys[0]!,
    sizes: Object.fromEntries((options.sizes ?? []).map((size, index) => [size.suffix, keys[index + 1]!])),
  };
}

/** Removes a stored image, its renditions and their low-quality variants; a missing file is not an error. */
export async function removeImage(uploadsDir: string, key: string): Promise<void> {
  const file = path.resolve(uploadsDir, key);
  if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  const stem = path.basename(file, '.webp');
  const siblings = await fs.readdir(path.dirname(file)).catch(() => [] as string[]);
  await Promise.all(
    siblings
      .filter((name) => name === `${stem}.webp` || name.startsWith(`${stem}-`))
      .map((name) => fs.rm(path.join(path.dirname(file), name), { force: true })),
  );
}
