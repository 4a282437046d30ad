import { SADAQA_KINDS, type SadaqaKind } from '@athar/contract/projects/labels';

/** /ProjectsListing's label filter (docs/decisions/018), as its URL query says it: `?kind=jariya&zakat=1`. */
export interface LabelFilter {
  /** undefined: every kind (الكل) */
  kind: SadaqaKind | undefined;
  zakatOnly: boolean;
}

function isSadaqaKind(value: string | null): value is SadaqaKind {
  return (SADAQA_KINDS as readonly (string | null)[]).includes(value);
}

/** The filter a URL query asks for; a value the api would refuse is read as no filter. */
export function readLabelFilter(params: URLSearchParams): LabelFilter {
  const kind = params.get('kind');
  return { kind: isSadaqaKind(kind) ? kind : undefined, zakatOnly: params.get('zakat') === '1' };
}

/**
 * The URL query with `filter` in place of the old one and everything else kept. An empty choice
 * leaves its parameter out (never `kind=` or `zakat=0`), as the api client leaves out empty values.
 */
export function withLabelFilter(params: URLSearchParams, filter: LabelFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.kind) next.set('kind', filter.kind);
  else next.delete('kind');
  if (filter.zakatOnly) next.set('zakat', '1');
  else next.delete('zakat');
  return next;
}
