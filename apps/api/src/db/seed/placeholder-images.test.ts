import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN_IMAGE_FILE, renderDefaultCampaignImage } from './default-campaign-image';
import { deceased } from './demo-content';
import { seedImageKey, seedImageWriter } from './images';
import {
  CAMPAIGN_MOTIFS,
  campaignMotifFor,
  defaultCampaignSvg,
  placeholderSvg,
  renderPlaceholder,
} from './placeholder-images';

/** The seeds the demo seeder draws campaign pictures for: every fifth campaign has none. */
const seededCampaignSeeds = deceased.map((_, index) => index + 1).filter((seed) => seed % 5 !== 0);

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('campaign pictures fit a Muslim Egyptian memorial (issue 16)', () => {
  it('draws a lantern, an olive branch, a crescent, a palm frond or water, never a candle or a rose', () => {
    expect([...CAMPAIGN_MOTIFS].sort()).toEqual(['crescent', 'lantern', 'olive', 'palm', 'water']);
    for (let seed = 1; seed <= 60; seed += 1) expect(CAMPAIGN_MOTIFS).toContain(campaignMotifFor(seed));
  });

  it('uses every motif among the campaigns the demo seeds with a picture, none twice in a row', () => {
    const motifs = seededCampaignSeeds.map(campaignMotifFor);
    expect(new Set(motifs)).toEqual(new Set(CAMPAIGN_MOTIFS));
    for (let i = 1; i < motifs.length; i += 1) expect(motifs[i], `seed ${i + 1}`).not.toBe(motifs[i - 1]);
  });

  it('gives each motif its own drawing, the same bytes for the same seed, at the campaign size', async () => {
    const firstSeedOf = new Map<string, number>();
    for (const seed of seededCampaignSeeds) {
      if (!firstSeedOf.has(campaignMotifFor(seed))) firstSeedOf.set(campaignMotifFor(seed), seed);
    }
    const drawings = new Set<string>();
    for (const seed of firstSeedOf.values()) {
      const svg = placeholderSvg('campaign', seed);
      drawings.add(svg.replace(/<defs>[\s\S]*?<\/defs>|<rect[^>]*>|<circle cx="320" cy="205"[^>]*>/g, ''));
      const image = await renderPlaceholder('campaign', seed);
      expect(image.equals(await renderPlaceholder('campaign', seed))).toBe(true);
      expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 640, height: 420 });
    }
    expect(drawings.size).toBe(CAMPAIGN_MOTIFS.length);
  });

  it('ships the default campaign picture as drawn now (run default-campaign-image.ts after a change)', async () => {
    const shipped = await pixels(await fs.readFile(DEFAULT_CAMPAIGN_IMAGE_FILE));
    const drawn = await pixels(await renderDefaultCampaignImage());
    expect({ width: shipped.width, height: shipped.height }).toEqual({ width: 640, height: 420 });
    expect({ width: drawn.width, height: drawn.height }).toEqual({ width: 640, height: 420 });
    // the same drawing, allowing for the lossy encoder: a mean difference of under 2 levels in 255
    let difference = 0;
    for (let i = 0; i < drawn.data.length; i += 1) difference += Math.abs(drawn.data[i]! - shipped.data[i]!);
    expect(difference / drawn.data.length).toBeLessThan(2);
    expect(defaultCampaignSvg()).toContain('<svg');
  });

  it('names each seeded file after its drawing, so a changed drawing is never served from an old file', async () => {
    const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'athar-seed-images-'));
    try {
      const key = await seedImageWriter(uploads)('campaign', 1);
      expect(key).toMatch(/^seed\/campaign-1-[0-9a-f]{8}\.webp$/);
      expect(key).toBe(seedImageKey('campaign', 1, placeholderSvg('campaign', 1)));
      expect(await sharp(await fs.readFile(path.join(uploads, key))).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
      });
      // and its `Save-Data: on` answer (PRODUCT.md §2.8), half as wide
      const variant = await fs.readFile(path.join(uploads, key.replace(/\.webp$/, '-lq.webp')));
      expect(await sharp(variant).metadata()).toMatchObject({ format: 'webp', width: 320 });
      // the same kind and seed drawn otherwise (as before the memorial motifs) lives under another name
      expect(seedImageKey('campaign', 1, '<svg>a candle</svg>')).not.toBe(key);
    } finally {
      await fs.rm(uploads, { recursive: true, force: true });
    }
  });
});
