import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'LOCK';

/** Directories open in this process: a second opener would write past the first one's compactions. */
const openHere = new Set<string>();

export function refuseIfOpenHere(directory: string) {
  if (openHere.has(directory)) throw new Error(`the bank simulator's data in ${directory} is already open`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process at a time: LOCK holds the owner's pid; a lock whose process is gone (kill -9) is taken over. */
function takeLock(directory: string): string {
  const file = path.join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processAlive(owner)) {
      throw new Error(
        `the bank simulator's data in ${directory} is in use by process ${owner}; ` +
          'each payment host needs its own DATA_DIR',
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${file}`);
}

/** Locks `directory` for this process; the returned function gives it up. */
export function lockDirectory(directory: string): () => void {
  // again here: an opener that was awaiting its directory's creation may have been overtaken
  refuseIfOpenHere(directory);
  const lock = takeLock(directory);
  openHere.add(directory);
  return () => {
    openHere.delete(directory);
    fs.rmSync(lock, { force: true });
  };
}
