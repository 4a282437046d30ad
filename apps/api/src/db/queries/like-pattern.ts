/** `%text%` for LIKE, with the user's own `\`, `%` and `_` taken literally. */
export function likePattern(normalised: string, anchor: 'contains' | 'prefix' = 'contains'): string {
  const escaped = normalised.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return anchor === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}
