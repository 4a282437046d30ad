import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { testPicture } from '../test/factories';
import { removeImage, storeImage } from './images';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-images-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

async function refusal(buffer: Buffer) {
  return storeImage(buffer, { uploadsDir, folder: 'tests' }).then(
    () => null,
    (error: unknown) => error as AppError,
  );
}

describe('storeImage', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    're-encodes a %s to WebP under a random name',
    async (format) => {
      const stored = await storeImage(await testPicture(format), { uploadsDir, folder: 'tests' });
      expect(stored.key).toMatch(/^tests\/[A-Za-z0-9_-]{22}\.webp$/);
      const metadata = await sharp(path.join(uploadsDir, stored.key)).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([400, 300]);
    },
  );

  it('strips EXIF and applies its orientation', async () => {
    const tagged = await sharp(await testPicture('jpeg'))
      .withExif({ IFD0: { Artist: 'secret-artist', Copyright: 'home address' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const stored = await storeImage(tagged, { uploadsDir, folder: 'tests' });
    const bytes = fs.readFileSync(path.join(uploadsDir, stored.key));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes('secret-artist')).toBe(false);
    // orientation 6 is a quarter turn: the stored picture is upright, so portrait
    expect([metadata.width, metadata.height]).toEqual([300, 400]);
  });

  it('shrinks to the maximum dimensions and writes the extra sizes', async () => {
    const stored = await storeImage(await testPicture('png', 2000, 1000), {
      uploadsDir,
      folder: 'tests',
      maxWidth: 800,
      maxHeight: 800,
      sizes: [{ suffix: 'thumb', width: 200, height: 200 }],
    });
    const main = await sharp(path.join(uploadsDir, stored.key)).metadata();
    expect([main.width, main.height]).toEqual([800, 400]);
    expect(stored.sizes.thumb).toBe(stored.key.replace('.webp', '-thumb.webp'));
    const thumb = await sharp(path.join(uploadsDir, stored.sizes.thumb!)).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 100]);
    await removeImage(uploadsDir, stored.key);
    expect(fs.existsSync(path.join(uploadsDir, stored.key))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, stored.sizes.thumb!))).toBe(false);
  });

  it('makes a low-quality variant of every rendition: half as wide, at most 480 px, a fraction of the bytes, no EXIF', async () => {
    // noise, as a photo: a flat test colour compresses to almost nothing at any size
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#0f5e55',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .withExif({ IFD0: { Artist: 'secret-artist' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const stored = await storeImage(photo, {
      uploadsDir,
      folder: 'tests',
      sizes: [{ suffix: 'card', width: 400, height: 400 }],
    });
    const read = (key: string) => fs.readFileSync(path.join(uploadsDir, key));
    for (const [key, width, variantWidth] of [
      [stored.key, 1200, 480],
      [stored.sizes.card!, 400, 200],
    ] as const) {
      const original = read(key);
      const variant = read(key.replace(/\.webp$/, '-lq.webp'));
      const metadata = await sharp(variant).metadata();
      expect((await sharp(original).metadata()).width).toBe(width);
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        variantWidth,
        (variantWidth * 3) / 4,
      ]);
      expect(metadata.exif).toBeUndefined();
      expect(variant.includes('secret-artist')).toBe(false);
      expect(variant.length).toBeLessThan(original.length / 3);
    }
    await removeImage(uploadsDir, stored.key);
    const base = path.basename(stored.key, '.webp');
    expect(fs.readdirSync(path.join(uploadsDir, 'tests')).filter((name) => name.startsWith(base))).toEqual(
      [],
    );
  });

  it('refuses more than 3,000,000 bytes with 413', async () => {
    const error = await refusal(Buffer.alloc(3_000_001));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.statusCode).toBe(413);
    expect(error?.message).toBe(validationMessages.imageTooLarge);
  });

  it.each([
    ['a text file', Buffer.from('this is not a picture, whatever its name says\n'.repeat(20))],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
  ])('refuses %s with 415', async (_label, bytes) => {
    const error = await refusal(bytes);
    expect(error?.statusCode).toBe(415);
    expect(error?.message).toBe(validationMessages.imageType);
  });

  it('refuses with 415 a picture whose header reads well but whose data is cut short, writing nothing', async () => {
    const jpeg = await testPicture('jpeg', 800, 600);
    const before = fs.readdirSync(uploadsDir, { recursive: true }).length;
    const error = await refusal(jpeg.subarray(0, jpeg.length >> 1));
    expect(error?.statusCode).toBe(415);
    expect(fs.readdirSync(uploadsDir, { recursive: true })).toHaveLength(before);
  });
});
