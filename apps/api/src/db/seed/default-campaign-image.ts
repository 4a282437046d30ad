/**
 * The picture shown for a campaign whose family gave none (DEFAULT_CAMPAIGN_IMAGE), shipped as
 * apps/web/public/default-campaign.webp and drawn by `defaultCampaignSvg`. After changing the drawing,
 * write the file again: `npx tsx apps/api/src/db/seed/default-campaign-image.ts` (the test
 * placeholder-images.test.ts checks that the shipped file is this drawing).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import { defaultCampaignSvg } from './placeholder-images';

export const DEFAULT_CAMPAIGN_IMAGE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public',
  DEFAULT_CAMPAIGN_IMAGE,
);

export async function renderDefaultCampaignImage(): Promise<Buffer> {
  return sharp(Buffer.from(defaultCampaignSvg())).webp({ quality: 80 }).toBuffer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await fs.writeFile(DEFAULT_CAMPAIGN_IMAGE_FILE, await renderDefaultCampaignImage());
  console.log(`wrote ${DEFAULT_CAMPAIGN_IMAGE_FILE}`);
}
