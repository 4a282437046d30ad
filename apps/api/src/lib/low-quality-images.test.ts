import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPicture } from '../test/factories';
import { backfillLowQualityVariants, lowQualityKey } from './low-quality-images';

let uploadsDir: string;
const log = { info: vi.fn(), warn: vi.fn() };
const write = (key: string, bytes: Buffer | string) => {
  fs.mkdirSync(path.dirname(path.join(uploadsDir, key)), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, key), bytes);
};
const exists = (key: string) => fs.existsSync(path.join(uploadsDir, key));

beforeEach(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-lq-'));
  vi.clearAllMocks();
});
afterEach(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

describe('the low-quality variants of earlier uploads', () => {
  it('names the variant next to its picture, for WebPs only', () => {
    expect(lowQualityKey('campaigns/Xy-card.webp')).toBe('campaigns/Xy-card-lq.webp');
    expect(lowQualityKey('og/abc.jpg')).toBeUndefined();
  });

  it('makes the missing ones once, in every folder, and leaves the rest alone', async () => {
    const picture = await sharp(await testPicture('png', 800, 600))
      .webp()
      .toBuffer();
    write('campaigns/old.webp', picture);
    write('seed/campaign-1-1a2b3c4d.webp', picture);
    write('profiles/done.webp', picture);
    write('profiles/done-lq.webp', 'kept as it is');
    write('og/1234.jpg', 'a crawler preview, not a picture the app shows');
    write('campaigns/broken.webp', 'RIFF, and then nothing');

    expect(await backfillLowQualityVariants(uploadsDir, log)).toBe(2);
    for (const key of ['campaigns/old-lq.webp', 'seed/campaign-1-1a2b3c4d-lq.webp']) {
      const metadata = await sharp(path.join(uploadsDir, key)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 300]);
    }
    expect(fs.readFileSync(path.join(uploadsDir, 'profiles/done-lq.webp'), 'utf8')).toBe('kept as it is');
    expect(exists('profiles/done-lq-lq.webp')).toBe(false);
    expect(exists('campaigns/broken-lq.webp')).toBe(false);
    expect(
      fs
        .readdirSync(uploadsDir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.part')),
    ).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);

    // a second start finds nothing to do but the picture that never decodes
    expect(await backfillLowQualityVariants(uploadsDir, log)).toBe(0);
  });

  it('does nothing when the uploads folder is not there yet', async () => {
    expect(await backfillLowQualityVariants(path.join(uploadsDir, 'missing'), log)).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
