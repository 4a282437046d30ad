import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** A new, renamed or removed entry survives a crash only once its directory is fsynced too. */
export async function syncDirectory(directory: string) {
  const handle = await fsp.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Creates `directory` (owner only) and any missing parents, and makes the new entries durable,
 * up to the first one that existed.
 */
export async function makeDirectory(directory: string) {
  const created = fs.mkdirSync(path.dirname(directory), { recursive: true });
  fs.mkdirSync(directory, { mode: 0o700 });
  for (let dir = directory; ; dir = path.dirname(dir)) {
    await syncDirectory(path.dirname(dir));
    if (!created || dir === created || dir === path.dirname(dir)) break;
  }
}

/** Replaces `file` with `text` atomically and durably: temp file, fsync, rename, fsync of the directory. */
export async function replaceFile(file: string, text: string) {
  const temp = `${file}.tmp`;
  const handle = await fsp.open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsp.rename(temp, file);
  await syncDirectory(path.dirname(file));
}
