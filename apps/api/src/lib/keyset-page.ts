/**
 * A console page of `limit` items out of the `limit + 1` rows read (newest first): the extra row only
 * says that a page follows, whose `before` is the last id shown.
 */
export function keysetSlice<T extends { id: number }>(items: readonly T[], limit: number) {
  const page = items.slice(0, limit);
  return { page, next_before: items.length > limit ? page.at(-1)!.id : null };
}
