import sharp from 'sharp';

/**
 * A photo's perceptual hash (docs/decisions/036): the difference hash (dHash) — the picture turned by
 * its EXIF orientation, made grey and shrunk to 9×8, each of the 64 bits telling whether a pixel is
 * brighter than its right-hand neighbour. The same photo re-encoded, resized or lightly retouched keeps
 * nearly the same bits; another photo differs in about half of them.
 */
export const HASH_BANDS = 4;
const BAND_BITS = 16;
const BAND_MASK = (1n << 16n) - 1n;

/**
 * The 64-bit hash of a picture, unsigned; null for a flat picture (a plain colour, a blank default):
 * almost every bit equal carries no likeness, and every such picture would look like every other.
 */
export async function photoHash(picture: Buffer): Promise<bigint | null> {
  const pixels = await sharp(picture, { limitInputPixels: 50_000_000 })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  let ones = 0;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const brighter = pixels[y * 9 + x]! > pixels[y * 9 + x + 1]!;
      hash = (hash << 1n) | (brighter ? 1n : 0n);
      if (brighter) ones += 1;
    }
  }
  return ones < 4 || ones > 60 ? null : hash;
}

/** How many bits two hashes differ by. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff > 0n) {
    diff &= diff - 1n;
    count += 1;
  }
  return count;
}

/** The hash as PostgreSQL's bigint keeps it (signed), written as text, and back. */
export const hashToColumn = (hash: bigint): string => BigInt.asIntN(64, hash).toString();
export const hashFromColumn = (text: string): bigint => BigInt.asUintN(64, BigInt(text));

/** The four 16-bit bands of a hash, band 0 the lowest bits. */
export function hashBands(hash: bigint): number[] {
  return Array.from({ length: HASH_BANDS }, (_, band) =>
    Number((hash >> BigInt(band * BAND_BITS)) & BAND_MASK),
  );
}

/**
 * The (band, bits) pairs a near hash must share one of: each band as it is and with each one of its
 * bits flipped. Two hashes at most 7 bits apart have a band within one bit of each other (four bands:
 * were all four two bits apart or more, they would be eight apart), so no near photo is missed.
 */
export function nearBands(hash: bigint): { band: number; bits: number[] }[] {
  return hashBands(hash).map((bits, band) => ({
    band,
    bits: [bits, ...Array.from({ length: BAND_BITS }, (_, bit) => bits ^ (1 << bit))],
  }));
}
