import { gzipSync } from 'node:zlib';

/** Sizes in the bench's tables: 1 KB = 1,000 bytes. */
export const KB = 1000;

/** The gzip size at level 9: how P8 and P9 weigh JS whatever the server compressed it with. */
export function gzip9Bytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}
