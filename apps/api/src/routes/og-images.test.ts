import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, ogImageVersion } from '../lib/og-picture';
import { storeImage } from '../services/images';
import { noisyPicture } from '../test/noisy-picture';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const TEMPLATE = `<!doctype html><html lang="ar" dir="rtl"><head>
<meta name="athar-api-signature" content="__ATHAR_API_SIGNATURE__" />
<meta name="athar-pay-url" content="__ATHAR_PAY_URL__" />
<title>أثر</title>
</head><body><div id="root"></div></body></html>`;

/** What a link preview's robot reads: the content of each og:image… tag. */
function ogTags(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<meta property="(og:image[:a-z]*)" content="([^"]*)" \/>/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
}

async function expectOgJpeg(body: Buffer) {
  expect(body.length).toBeLessThan(300 * 1024);
  const metadata = await sharp(body).metadata();
  expect(metadata.format).toBe('jpeg');
  expect([metadata.width, metadata.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
}

describe.each(oneEngine)('the preview picture of a shared campaign link on %s (issue 20)', (engine) => {
  let test: TestApp;
  let dist: string;
  let uploads: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-og-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    test = await createTestApp(engine, {
      webDistDir: dist,
      settings: { PUBLIC_URL: 'https://athar.example' },
    });
    uploads = path.join(test.config.dataDir, 'uploads');
  }, 60_000);
  afterAll(async () => {
    await test.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function campaignWithPicture(picture: Buffer | null) {
    const campaign = await createCreatorCampaign(test.db, { title: 'سعاد حسن', deceased_gender: 'female' });
    if (picture) {
      const stored = await storeImage(picture, { uploadsDir: uploads, folder: 'campaigns' });
      await test.db
        .updateTable('campaigns')
        .set({ image: stored.key })
        .where('id', '=', campaign.id)
        .execute();
      return { ...campaign, image: stored.key };
    }
    return { ...campaign, image: null };
  }

  it('names a 1200×630 JPEG in the page’s tags, and serves it under 300 KB, from a WebP upload', async () => {
    const campaign = await campaignWithPicture(await noisyPicture(1600, 1200, 'webp'));
    const shell = await test.app.inject({ method: 'GET', url: `/CampaignDonation/x/${campaign.id}` });
    const tags = ogTags(shell.body);
    expect(tags['og:image']).toBe(
      `https://athar.example/og/campaign/${campaign.id}.jpg?v=${ogImageVersion(campaign.image)}`,
    );
    expect(tags['og:image:type']).toBe('image/jpeg');
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['og:image:alt']).toBe('صورة حملة سعاد حسن');
    expect(shell.body).toContain(`name="twitter:image" content="${tags['og:image']}"`);
    // the page itself still preloads its own picture
    expect(shell.body).toContain(`<link rel="preload" as="image" href="/uploads/${campaign.image}"`);

    // the short link /<code> leads to the same picture (docs/decisions/029: the server redirects it)
    const short = await test.app.inject({ method: 'GET', url: `/${campaign.code}` });
    const followed = await test.app.inject({ method: 'GET', url: String(short.headers.location) });
    expect(ogTags(followed.body)['og:image']).toBe(tags['og:image']);

    const picture = await test.app.inject({ method: 'GET', url: new URL(tags['og:image']!).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(picture.headers.etag).toBe(`"${ogImageVersion(campaign.image)}"`);
    await expectOgJpeg(picture.rawPayload);

    const again = await test.app.inject({
      method: 'GET',
      url: `/og/campaign/${campaign.id}.jpg`,
      headers: { 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  }, 30_000);

  it('serves a PNG upload as a JPEG too, and HEAD answers like GET', async () => {
    const campaign = await campaignWithPicture(await noisyPicture(800, 600, 'png', true));
    const picture = await test.app.inject({ method: 'GET', url: `/og/campaign/${campaign.id}.jpg` });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    await expectOgJpeg(picture.rawPayload);
    const head = await test.app.inject({ method: 'HEAD', url: `/og/campaign/${campaign.id}.jpg` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  }, 30_000);

  it('gives a campaign without a picture, or with a missing or broken one, the default JPEG', async () => {
    const defaultPicture = await test.app.inject({ method: 'GET', url: '/og/campaign/default.jpg' });
    expect(defaultPicture.statusCode).toBe(200);
    expect(defaultPicture.headers['content-type']).toBe('image/jpeg');
    await expectOgJpeg(defaultPicture.rawPayload);

    const plain = await campaignWithPicture(null);
    const shell = await test.app.inject({ method: 'GET', url: `/CampaignDonation/x/${plain.id}` });
    expect(ogTags(shell.body)['og:image']).toBe(
      `https://athar.example/og/campaign/${plain.id}.jpg?v=${ogImageVersion(null)}`,
    );
    const broken = await campaignWithPicture(null);
    fs.mkdirSync(path.join(uploads, 'campaigns'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'campaigns', 'broken.webp'), 'RIFF\0\0\0\0WEBPVP8 broken');
    await test.db
      .updateTable('campaigns')
      .set({ image: 'campaigns/broken.webp' })
      .where('id', '=', broken.id)
      .execute();
    const missing = await campaignWithPicture(null);
    await test.db
      .updateTable('campaigns')
      .set({ image: 'campaigns/gone.webp' })
      .where('id', '=', missing.id)
      .execute();

    for (const id of [plain.id, broken.id, missing.id]) {
      const picture = await test.app.inject({ method: 'GET', url: `/og/campaign/${id}.jpg` });
      expect(picture.statusCode, String(id)).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.equals(defaultPicture.rawPayload)).toBe(true);
    }
  }, 30_000);

  it('answers 404 for an unknown campaign and anything that is not an id', async () => {
    for (const url of [
      '/og/campaign/999999999.jpg',
      '/og/campaign/0.jpg',
      '/og/campaign/01.jpg',
      '/og/campaign/1.png',
      '/og/campaign/1.jpg.jpg',
      '/og/campaign/..%2F..%2Fetc%2Fpasswd.jpg',
      '/og/campaign/%2e%2e.jpg',
      '/og/campaign/1e3.jpg',
      '/og/campaign/١.jpg',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('image/jpeg');
    }
  });
});
