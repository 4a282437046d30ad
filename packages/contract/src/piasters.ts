declare const unit: unique symbol;

/**
 * An amount of money in piasters (1 EGP = 100 piasters): a whole number, the one unit money has in
 * the database and in code. Only `piasters()` and `egpToPiasters()` make one, so a count of pounds
 * cannot pass for it; EGP exists only at the edges (what a person types, what the API answers).
 */
export type Piasters = number & { readonly [unit]: 'piasters' };

export const PIASTERS_PER_EGP = 100;

/** A whole number of piasters read from the database, a bank's answer or a constant; throws on anything else. */
export function piasters(value: number): Piasters {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of piasters: ${value}`);
  return value as Piasters;
}

/** The sum of amounts, still in piasters. */
export function sumPiasters(amounts: readonly Piasters[]): Piasters {
  return piasters(amounts.reduce((sum, amount) => sum + amount, 0));
}
