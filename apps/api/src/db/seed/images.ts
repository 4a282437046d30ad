import fs from 'node:fs/promises';
import path from 'node:path';
import { renderPlaceholder, type ImageKind } from './placeholder-images';

/** Where seeded images live under DATA_DIR/uploads; `null` writes nothing (tests that need no files). */
export type SeedImageWriter = (kind: ImageKind, seed: number, colors?: [string, string]) => Promise<string>;

export function seedImageWriter(uploadsDir: string | null): SeedImageWriter {
  return async (kind, seed, colors) => {
    const key = `seed/${kind}-${seed}.webp`;
    if (uploadsDir) {
      const file = path.join(uploadsDir, key);
      const exists = await fs.stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, await renderPlaceholder(kind, seed, colors));
      }
    }
    return key;
  };
}
