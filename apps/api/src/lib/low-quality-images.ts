import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Every WebP under DATA_DIR/uploads has a smaller, coarser twin, `<name>-lq.webp` (PRODUCT.md §2.8), which
 * the uploads route answers at the picture's own URL to a browser that sends `Save-Data: on`.
 */
const VARIANT_MAX_WIDTH = 480;
const VARIANT_QUALITY = 45;
const VARIANT_ENDING = '-lq.webp';

/** `campaigns/Xy.webp` → `campaigns/Xy-lq.webp`; undefined for anything that is not a WebP. */
export function lowQualityKey(key: string): string | undefined {
  return key.endsWith('.webp') ? `${key.slice(0, -'.webp'.length)}${VARIANT_ENDING}` : undefined;
}

/** Half the width (at most 480 px) at WebP quality 45: about a sixth of the bytes of the picture. */
export async function lowQualityVariant(webp: Buffer): Promise<Buffer> {
  const { width = VARIANT_MAX_WIDTH * 2 } = await sharp(webp).metadata();
  const target = Math.max(1, Math.min(VARIANT_MAX_WIDTH, Math.round(width / 2)));
  // the input is one of our own WebPs, already upright and without metadata; sharp adds none
  return sharp(webp).resize({ width: target }).webp({ quality: VARIANT_QUALITY }).toBuffer();
}

/**
 * Writes the variant of the picture at `file`, aside then renamed: it is cached a year as immutable,
 * so a browser must never be answered half a file (the startup pass of several instances may race).
 */
export async function writeLowQualityVariant(file: string, webp: Buffer): Promise<void> {
  const target = lowQualityKey(file);
  if (!target) return;
  const body = await lowQualityVariant(webp);
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  try {
    await fs.writeFile(partial, body);
    await fs.rename(partial, target);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

interface BackfillLog {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
}

/**
 * Makes the missing variants of pictures stored before variants existed, one at a time so that a large
 * uploads folder does not take the CPU from requests. Meant to run in the background at startup:
 * the second and later starts find nothing to do. A file that does not decode is skipped.
 */
export async function backfillLowQualityVariants(uploadsDir: string, log: BackfillLog): Promise<number> {
  const names = await fs.readdir(uploadsDir, { recursive: true }).catch(() => [] as string[]);
  const pictures = new Set(names.filter((name) => name.endsWith('.webp')));
  const isVariant = (name: string) =>
    name.endsWith(VARIANT_ENDING) && pictures.has(`${name.slice(0, -VARIANT_ENDING.length)}.webp`);
  let made = 0;
  for (const name of pictures) {
    if (isVariant(name) || pictures.has(lowQualityKey(name)!)) continue;
    const file = path.join(uploadsDir, name);
    try {
      await writeLowQualityVariant(file, await fs.readFile(file));
      made += 1;
    } catch (error) {
      log.warn({ err: error, file: name }, 'low-quality variant: the picture did not render');
    }
  }
  if (made > 0) log.info({ made }, 'low-quality variants made for earlier uploads');
  return made;
}
