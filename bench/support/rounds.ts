export interface Variant {
  /** a run that is not recorded: JIT, caches and connection pools settle */
  warmUp: () => Promise<unknown>;
  /** one measured run, answering the sample */
  measure: () => Promise<number>;
}

/**
 * Warms every variant up, then measures them in turn — A, B, A, B… — for `rounds` rounds, so a
 * change in the machine's load touches both alike. The samples of each variant, in round order.
 */
export async function interleaved(rounds: number, variants: Variant[]): Promise<number[][]> {
  for (const variant of variants) await variant.warmUp();
  const samples = variants.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, variant] of variants.entries()) samples[index]!.push(await variant.measure());
  }
  return samples;
}
