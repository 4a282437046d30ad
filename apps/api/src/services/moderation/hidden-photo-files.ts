import fs from 'node:fs/promises';
import path from 'node:path';
import { photoKeys, type PhotoKeys } from '../../db/queries/hidden-parts';
import { privateDir } from '../../lib/private-documents-dir';
import { CAMPAIGN_UPLOADS } from '../../lib/media-url';
import { uploadsDir, type UploadDeps } from '../service-deps';

/**
 * A hidden campaign photo's files leave the public uploads (docs/decisions/044): they wait under
 * DATA_DIR/private/hidden-photos (the same relative key), which no static route serves, so the photo's
 * public address stops answering at once; restore or a granted appeal brings them back; a photo the
 * family replaced meanwhile is deleted when restore no longer needs it.
 */
export { photoKeys };

export const hiddenPhotosDir = (config: UploadDeps['config']) =>
  path.join(privateDir(config), 'hidden-photos');

/** The files of `key` under `root` (the picture and its renditions: `<stem>.webp`, `<stem>-card.webp`). */
async function filesOf(root: string, key: string): Promise<string[]> {
  const file = path.resolve(root, key);
  if (!file.startsWith(path.resolve(root) + path.sep)) return [];
  const stem = path.basename(file, '.webp');
  const siblings = await fs.readdir(path.dirname(file)).catch(() => [] as string[]);
  return siblings
    .filter((name) => name === `${stem}.webp` || name.startsWith(`${stem}-`))
    .map((name) => path.join(path.dirname(file), name));
}

async function move(fromRoot: string, toRoot: string, key: string): Promise<void> {
  for (const from of await filesOf(fromRoot, key)) {
    const to = path.join(toRoot, path.relative(fromRoot, from));
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.rename(from, to);
  }
}

async function remove(root: string, key: string): Promise<void> {
  await Promise.all((await filesOf(root, key)).map((file) => fs.rm(file, { force: true })));
}

/** Only an uploaded photo is moved: the seeded default pictures are not under uploads/campaigns. */
const uploaded = (key: string | null): key is string =>
  key !== null && key.startsWith(`${CAMPAIGN_UPLOADS}/`);

/**
 * After a hide, a restore or a granted appeal has committed: the hidden photo's files private, the
 * shown photo's public, and a photo neither hidden nor shown any more (`before`'s) deleted.
 */
export async function settlePhotoFiles(
  { db, config }: UploadDeps,
  campaignId: number,
  before: PhotoKeys,
): Promise<void> {
  const after = await photoKeys(db, campaignId);
  const publicRoot = uploadsDir(config);
  const privateRoot = hiddenPhotosDir(config);
  if (uploaded(after.hidden_image)) await move(publicRoot, privateRoot, after.hidden_image);
  if (uploaded(after.image)) await move(privateRoot, publicRoot, after.image);
  for (const key of [before.image, before.hidden_image])
    if (uploaded(key) && key !== after.image && key !== after.hidden_image) await remove(privateRoot, key);
}

const PICTURE_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * The hidden photo's picture for a moderator (docs/decisions/047): an uploaded one from the private
 * folder, a seeded one from where it always was; null when its file is not there (or the key would
 * leave the folder).
 */
export async function readHiddenPhoto(
  { config }: Pick<UploadDeps, 'config'>,
  key: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const root = uploaded(key) ? hiddenPhotosDir(config) : uploadsDir(config);
  const file = path.resolve(root, key);
  const type = PICTURE_TYPES[path.extname(file).slice(1)];
  if (!type || !file.startsWith(path.resolve(root) + path.sep)) return null;
  const bytes = await fs.readFile(file).catch(() => null);
  return bytes ? { bytes, type } : null;
}
