/**
 * Unicode's bidirectional formatting characters, invisible in the text a person reads.
 *
 * Embeddings, overrides and isolates (U+202A–U+202E LRE RLE PDF LRO RLO, U+2066–U+2069 LRI RLI FSI
 * PDI) open a scope that reorders what follows: a name ending in U+202E (RLO) shows the rest of its
 * line — the date, the amount, the next name — backwards. No text anyone shows publicly needs them.
 *
 * The marks (U+200E LRM, U+200F RLM, U+061C ALM) open no scope: each only sets the direction of
 * the punctuation next to it. In prose mixing Arabic and Latin (a comment, a description) they
 * place a bracket or a full stop where the writer meant it, so they stay there. A name has no use
 * for them — the page sets its direction — and an invisible mark lets two names that look the same
 * differ, so names lose them too.
 */
const SCOPED_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const CONTROLS_AND_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A name (a person, the deceased, a donor, staff) without any bidi control or mark. */
export function stripNameBidi(name: string): string {
  return name.replace(CONTROLS_AND_MARKS, '');
}

/** Public free text (a comment, a description) without the controls that reorder what follows. */
export function stripScopedBidi(text: string): string {
  return text.replace(SCOPED_CONTROLS, '');
}
