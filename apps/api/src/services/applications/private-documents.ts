import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { privateDocumentsDir } from '../../lib/private-documents-dir';
import type { CheckedDocument } from './document-check';

const KEY = /^[A-Za-z0-9_-]{20,40}\.(pdf|jpg|png)$/;

function fileOf(config: Pick<Config, 'dataDir'>, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
  return path.join(privateDocumentsDir(config), key);
}

/** Writes a checked document under a random name (only its owner may read it); its key. */
export async function writePrivateDocument(
  config: Pick<Config, 'dataDir'>,
  document: CheckedDocument,
): Promise<string> {
  await fs.mkdir(privateDocumentsDir(config), { recursive: true, mode: 0o700 });
  const key = `${randomBytes(18).toString('base64url')}.${document.extension}`;
  await fs.writeFile(fileOf(config, key), document.bytes, { flag: 'wx', mode: 0o600 });
  return key;
}

/** The document's bytes, or null when its file is gone (a seed without files, a lost disk). */
export async function readPrivateDocument(
  config: Pick<Config, 'dataDir'>,
  key: string,
): Promise<Buffer | null> {
  try {
    return await fs.readFile(fileOf(config, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes files written for a change that was then refused or failed. */
export async function removePrivateDocuments(config: Pick<Config, 'dataDir'>, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => fs.rm(fileOf(config, key), { force: true })));
}
