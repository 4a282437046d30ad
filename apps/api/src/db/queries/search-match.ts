import { sql, type RawBuilder } from 'kysely';
import type { SearchPlan } from '@athar/contract/search/search-keys';

/**
 * The SQL of forgiving search (docs/decisions/012), shared by the navbar search and the listings.
 * A name's `search_keys` (migration 011) hold the keys of its words; a query word matches a name
 * that has any of the word's keys, and `&&` on the keys' GIN index finds those names. The SQL's
 * shape depends only on the number of query words, on a campaign code being typed (MatchShape) and
 * on the step (SearchStep), so each shape compiles once; the keys travel as text[] parameters.
 *
 * A search goes in steps, each asked only when the one before left room: `near` (a typed code, then
 * every word exact, then every word exact or by prefix), `typo` (every word, some with one typo),
 * `some` (at least half the words). A correct common name («محمد», in one campaign of 20) is then
 * never ranked against the thousands of names one typo away from it.
 */
export type SearchStep = 'near' | 'typo' | 'some';

export const SEARCH_STEPS: readonly SearchStep[] = ['near', 'typo', 'some'];

export interface MatchShape {
  words: number;
  code: boolean;
}

/**
 * Per query word i: wIexact, wIprefix, wIfuzzy, wInear (exact or prefix), wIany (all three); anyNear
 * (every word's near keys), code.
 */
export type MatchValues = Record<string, unknown>;

export function matchShape(plan: SearchPlan): MatchShape {
  return { words: plan.words.length, code: plan.code !== null };
}

export function matchShapeKey(shape: MatchShape): string {
  return `${shape.words}:${shape.code}`;
}

export function matchValues(plan: SearchPlan): MatchValues {
  const values: MatchValues = {};
  const anyNear = new Set<string>();
  for (const [index, word] of plan.words.entries()) {
    const near = [...new Set([...word.exact, ...word.prefix])];
    values[`w${index}exact`] = word.exact;
    values[`w${index}prefix`] = word.prefix;
    values[`w${index}fuzzy`] = word.fuzzy;
    values[`w${index}near`] = near;
    values[`w${index}any`] = [...new Set([...near, ...word.fuzzy])];
    for (const key of near) anyNear.add(key);
  }
  values.anyNear = [...anyNear];
  values.code = plan.code ?? 0;
  return values;
}

const indexes = (shape: MatchShape) => Array.from({ length: shape.words }, (_, index) => index);
const keysOf = (values: MatchValues, name: string) => sql`${values[name]}::text[]`;

/** The name has a key of the given kind (exact, prefix, fuzzy, near, any) for query word `index`. */
const hasKey = (keys: RawBuilder<unknown>, values: MatchValues, index: number, kind: string) =>
  sql<boolean>`${keys} && ${keysOf(values, `w${index}${kind}`)}`;

function joined(conditions: RawBuilder<boolean>[], operator: 'AND' | 'OR') {
  if (conditions.length === 0) return sql<boolean>`${sql.lit(operator === 'AND')}`;
  return sql<boolean>`(${sql.join(conditions, sql.raw(` ${operator} `))})`;
}

/** Every query word has a key of the given kind among the name's keys. */
function everyWord(keys: RawBuilder<unknown>, shape: MatchShape, values: MatchValues, kind: string) {
  if (shape.words === 0) return sql<boolean>`false`;
  return joined(
    indexes(shape).map((index) => hasKey(keys, values, index, kind)),
    'AND',
  );
}

/** Some query word has a key of the given kind among the name's keys. */
function someWord(keys: RawBuilder<unknown>, shape: MatchShape, values: MatchValues, kind: string) {
  return joined(
    indexes(shape).map((index) => hasKey(keys, values, index, kind)),
    'OR',
  );
}

/**
 * One rank of names: the condition that finds them and the rank they share (or a rank per name).
 * `fenced`: the caller reads every candidate through the search_keys index and sorts them (a
 * subquery with OFFSET 0), rather than let the planner walk its sort's index hoping to meet the
 * few matches soon. Only the exact rank goes unfenced: its words' frequencies are what the planner
 * knows best (the keys' statistics), and a common word («عبد», in half the names) is best found by
 * that walk.
 */
export interface Branch {
  match: RawBuilder<boolean>;
  rank: RawBuilder<number>;
  fenced: boolean;
}

const rankOf = (rank: number) => sql<number>`${sql.lit(rank)}`;

/**
 * The branches of one step over a table's `keys` (and, for campaigns, `code`): `near` — a typed code
 * (rank -1), every word exact (0), every word exact or by prefix (1); `typo` — every word, some with a
 * typo (2); `some` — at least half the words, exactly or by prefix (3 and up). The branches of a step
 * do not overlap. Ranks 1 and 2 also state that some word matches by prefix (by a typo): implied, but
 * it lets the index find just those names, not every exact match to drop.
 */
export function stepBranches(
  step: SearchStep,
  shape: MatchShape,
  values: MatchValues,
  keys: RawBuilder<unknown>,
  code?: RawBuilder<unknown>,
): Branch[] {
  if (step === 'some') return [someWordsMatch(keys, shape, values)];
  const typed = code && shape.code ? codeMatches(code, values) : null;
  const notTyped = (match: RawBuilder<boolean>) => (typed ? sql<boolean>`${match} AND NOT ${typed}` : match);
  const exact = everyWord(keys, shape, values, 'exact');
  const near = everyWord(keys, shape, values, 'near');
  if (step === 'typo') {
    const everyWordNearOrFuzzy = everyWord(keys, shape, values, 'any');
    const typo = someWord(keys, shape, values, 'fuzzy');
    return [
      {
        match: notTyped(sql<boolean>`${everyWordNearOrFuzzy} AND ${typo} AND NOT ${near}`),
        rank: rankOf(2),
        fenced: true,
      },
    ];
  }
  const prefix = someWord(keys, shape, values, 'prefix');
  return [
    ...(typed ? [{ match: typed, rank: rankOf(-1), fenced: false }] : []),
    { match: notTyped(exact), rank: rankOf(0), fenced: false },
    { match: notTyped(sql<boolean>`${near} AND ${prefix} AND NOT ${exact}`), rank: rankOf(1), fenced: true },
  ];
}

/** The fewest words a partial match needs: half the query's, and at least one. */
function halfTheWords(shape: MatchShape): number {
  return Math.max(1, Math.ceil(shape.words / 2));
}

/** Every way to choose `size` of the indexes 0…count-1. */
function choices(count: number, size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  const found: number[][] = [];
  for (let first = from; first <= count - size; first++) {
    for (const rest of choices(count, size - 1, first + 1)) found.push([first, ...rest]);
  }
  return found;
}

/**
 * A partial match — at least half the query words match exactly or by prefix, ranked 3 when one word
 * is missing, 4 when two are, … — written as «these words, or those» so that the index finds only
 * names with enough words. Of two words one is enough: the rank is 3 and, unfenced, a common word is
 * met by walking the sort's index. Names matching every word come back too; callers ask for these
 * only when those are known (the navbar drops them) or there are none (a listing).
 */
function someWordsMatch(keys: RawBuilder<unknown>, shape: MatchShape, values: MatchValues): Branch {
  if (shape.words <= 2)
    return { match: sql<boolean>`${keys} && ${keysOf(values, 'anyNear')}`, rank: rankOf(3), fenced: false };
  const enough = choices(shape.words, halfTheWords(shape)).map((chosen) =>
    joined(
      chosen.map((index) => hasKey(keys, values, index, 'near')),
      'AND',
    ),
  );
  const matched = indexes(shape).map((index) => sql`(${hasKey(keys, values, index, 'near')})::int`);
  return {
    match: joined(enough, 'OR'),
    rank: sql<number>`(${sql.lit(2 + shape.words)} - (${sql.join(matched, sql` + `)}))`,
    fenced: true,
  };
}

/** A campaign typed by its code, ranked before every name (rank -1). */
export function codeMatches(code: RawBuilder<unknown>, values: MatchValues) {
  return sql<boolean>`${code} = ${values.code}::integer`;
}

/** A listing's search at one step. */
export interface ListingSearch {
  shape: MatchShape & { step: SearchStep };
  values: MatchValues;
}

export function listingSearch(plan: SearchPlan, step: SearchStep): ListingSearch {
  return { shape: { ...matchShape(plan), step }, values: matchValues(plan) };
}

export function listingSearchKey(search: ListingSearch | null): string {
  return search ? `${search.shape.step}:${matchShapeKey(search.shape)}` : 'none';
}

/** The branches of a listing's step as one condition and one rank, for small tables. */
export function listingMatch(search: ListingSearch, keys: RawBuilder<unknown>) {
  const branches = stepBranches(search.shape.step, search.shape, search.values, keys);
  return {
    match: sql<boolean>`(${sql.join(
      branches.map((branch) => branch.match),
      sql` OR `,
    )})`,
    rank: sql<number>`CASE ${sql.join(
      branches.map((branch) => sql`WHEN ${branch.match} THEN ${branch.rank}`),
      sql` `,
    )} END`,
  };
}

/**
 * Runs a listing's search step by step: the first step with a match lists the page. A later page that
 * comes back empty is past the end of its step when that step matches at all (`hasAny`).
 */
export async function bySteps<Row>(
  plan: SearchPlan,
  offset: number,
  page: (search: ListingSearch) => Promise<Row[]>,
  hasAny: (search: ListingSearch) => Promise<boolean>,
): Promise<Row[]> {
  for (const step of SEARCH_STEPS) {
    if (step === 'some' && plan.words.length < 2) break;
    const search = listingSearch(plan, step);
    const rows = await page(search);
    if (rows.length > 0 || (offset > 0 && (await hasAny(search)))) return rows;
  }
  return [];
}
