import { describe, expect, it } from 'vitest';
import { contentLines } from './about/site-content';
import { changesWithContext, lineDiff, pairedPieces } from './text-diff';

describe('the diff of a content page’s versions (docs/decisions/040)', () => {
  it('keeps the common lines and marks the rest, removed before added', () => {
    expect(lineDiff(['أ', 'ب', 'ج'], ['أ', 'د', 'ج', 'هـ'])).toEqual([
      { kind: 'same', text: 'أ' },
      { kind: 'removed', text: 'ب' },
      { kind: 'added', text: 'د' },
      { kind: 'same', text: 'ج' },
      { kind: 'added', text: 'هـ' },
    ]);
  });

  it('leaves out the unchanged lines far from a change', () => {
    const lines = lineDiff(['1', '2', '3', '4', '5', '6'], ['1', '2', '3', '4', '5', 'ستة']);
    expect(changesWithContext(lines)).toEqual([
      null,
      { kind: 'same', text: '5' },
      { kind: 'removed', text: '6' },
      { kind: 'added', text: 'ستة' },
    ]);
  });

  it('shows a replaced paragraph word by word, `$` patterns as written', () => {
    const lines = lineDiff(['تبرع بـ 100 $& جنيه'], ['تبرع بـ 200 $& جنيه']);
    const [removed, added] = pairedPieces(lines);
    expect(removed!.filter((piece) => piece.changed).map((piece) => piece.text)).toEqual(['100']);
    expect(added!.filter((piece) => piece.changed).map((piece) => piece.text)).toEqual(['200']);
    expect(added!.map((piece) => piece.text).join('')).toBe('تبرع بـ 200 $& جنيه');
  });

  it('reads a page as its lead’s paragraphs, then each entry’s marked title and paragraphs', () => {
    expect(contentLines({ lead: 'مقدمة', entries: [{ title: 'بند', text: 'أولى\n\nثانية' }] })).toEqual([
      'مقدمة',
      '◆ بند',
      'أولى',
      'ثانية',
    ]);
  });
});
