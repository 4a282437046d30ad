import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { noisyPicture } from '../test/noisy-picture';
import { OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH, ogImageVersion } from '../lib/og-picture';
import { defaultOgImage, OgImages, renderOgJpeg } from './og-image';

async function expectOgJpeg(body: Buffer) {
  expect(body.length).toBeLessThan(OG_MAX_BYTES);
  expect(body.length).toBeLessThan(300 * 1024);
  const metadata = await sharp(body).metadata();
  expect(metadata.format).toBe('jpeg');
  expect([metadata.width, metadata.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
  expect(metadata.exif).toBeUndefined();
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the link preview picture (issue 20)', () => {
  it('turns a big noisy PNG into a 1200×630 JPEG under 300 KB', async () => {
    const png = await noisyPicture(2400, 1800, 'png');
    expect(png.length).toBeGreaterThan(10_000_000);
    await expectOgJpeg(await renderOgJpeg(png));
  }, 30_000);

  it('does the same for WebP, AVIF, a portrait and a transparent picture', async () => {
    for (const picture of [
      await noisyPicture(1600, 1600, 'webp'),
      await noisyPicture(320, 240, 'avif'),
      await noisyPicture(600, 1600, 'jpeg'),
      await noisyPicture(300, 200, 'png', true),
    ]) {
      await expectOgJpeg(await renderOgJpeg(picture));
    }
  }, 30_000);

  it('keeps a photo-like picture at a good quality, well under the limit', async () => {
    const gradient = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2a6f6a' },
    })
      .png()
      .toBuffer();
    const jpeg = await renderOgJpeg(gradient);
    expect(jpeg.length).toBeLessThan(60_000);
  });

  it('draws the default picture as a JPEG too', async () => {
    const image = await defaultOgImage();
    await expectOgJpeg(image.body);
    expect(image.etag).toBe(`"${ogImageVersion(null)}"`);
  });

  it('keeps each rendition under a name of its key, and falls back to the default for a missing or broken picture', async () => {
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-og-'));
    dirs.push(uploads);
    fs.mkdirSync(path.join(uploads, 'campaigns'));
    fs.writeFileSync(path.join(uploads, 'campaigns', 'good.webp'), await noisyPicture(800, 600, 'webp'));
    fs.writeFileSync(path.join(uploads, 'campaigns', 'broken.webp'), 'RIFF....WEBPVP8 not a picture');
    const images = new OgImages(uploads);

    const good = await images.forImage('campaigns/good.webp');
    await expectOgJpeg(good.body);
    expect(good.etag).toBe(`"${ogImageVersion('campaigns/good.webp')}"`);
    const cached = path.join(uploads, 'og', `${ogImageVersion('campaigns/good.webp')}.jpg`);
    expect(fs.readFileSync(cached).equals(good.body)).toBe(true);
    // asked again: read from disk, not drawn again
    fs.writeFileSync(path.join(uploads, 'campaigns', 'good.webp'), 'gone bad');
    expect((await images.forImage('campaigns/good.webp')).body.equals(good.body)).toBe(true);

    const fallback = (await defaultOgImage()).body;
    expect((await images.forImage('campaigns/broken.webp')).body.equals(fallback)).toBe(true);
    expect((await images.forImage('campaigns/missing.webp')).body.equals(fallback)).toBe(true);
    expect((await images.forImage('../../etc/passwd')).body.equals(fallback)).toBe(true);
    expect((await images.forImage(null)).body.equals(fallback)).toBe(true);
    expect(fs.readdirSync(path.join(uploads, 'og'))).toEqual([
      `${ogImageVersion('campaigns/good.webp')}.jpg`,
    ]);
  }, 30_000);
});
