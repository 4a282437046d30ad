import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A picture of pure random noise, the hardest there is to compress. */
export async function noisyPicture(
  width: number,
  height: number,
  format: 'png' | 'webp' | 'avif' | 'jpeg',
  alpha = false,
): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const raw = randomBytes(width * height * channels);
  const image = sharp(raw, { raw: { width, height, channels } });
  if (format === 'png') return image.png({ compressionLevel: 1 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 60, effort: 0 }).toBuffer();
  return image.jpeg({ quality: 95 }).toBuffer();
}
