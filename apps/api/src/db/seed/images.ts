import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeLowQualityVariant } from '../../lib/low-quality-images';
import { placeholderSvg, renderSvg, type ImageKind } from './placeholder-images';

/** Where seeded images live under DATA_DIR/uploads; `null` writes nothing (tests that need no files). */
export type SeedImageWriter = (kind: ImageKind, seed: number, colors?: [string, string]) => Promise<string>;

/**
 * The file of a seeded image is named after its drawing (`seed/campaign-3-1a2b3c4d.webp`): uploads
 * are cached a year as immutable, and a file already on disk is not drawn again, so a changed drawing
 * (no more candles or roses) must come under a new name to be seen.
 */
export function seedImageKey(kind: ImageKind, seed: number, svg: string): string {
  const digest = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return `seed/${kind}-${seed}-${digest}.webp`;
}

export function seedImageWriter(uploadsDir: string | null): SeedImageWriter {
  return async (kind, seed, colors) => {
    const svg = placeholderSvg(kind, seed, colors);
    const key = seedImageKey(kind, seed, svg);
    if (uploadsDir) {
      const file = path.join(uploadsDir, key);
      const exists = await fs.stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        const webp = await renderSvg(svg);
        await fs.writeFile(file, webp);
        // the `Save-Data: on` answer (PRODUCT.md §2.8); a file seeded before it gets one at startup
        await writeLowQualityVariant(file, webp);
      }
    }
    return key;
  };
}
