import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * RTL layout relies on logical utilities and properties only. Physical left/right
 * ones would look right in one direction and wrong in the other, so none may appear under src/.
 */
const SOURCE_ROOT = join(import.meta.dirname, '..');
const THIS_FILE = 'logical-css.test.ts';

/** Tailwind utilities tied to left/right, with an optional variant prefix and a leading minus. */
const PHYSICAL_UTILITY =
  /(?<![\w-])-?(?:m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|left|right|inset-[lr]|rounded-[lr]|rounded-[tb][lr]|border-[lr]|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|origin-(?:left|right)|origin-(?:top|bottom)-(?:left|right))(?:-|(?=["'`\s]|$))/;
/** CSS properties and values tied to left/right. */
const PHYSICAL_PROPERTY =
  /\b(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)\b|(?<![\w-])(?:left|right)\s*:|\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b|\bborder-(?:top|bottom)-(?:left|right)-radius\b/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && entry.name !== THIS_FILE ? [path] : [];
  });
}

/** Comment lines are prose ("right to left"), not styling. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

function physicalUsages(): string[] {
  return sourceFiles(SOURCE_ROOT).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        !COMMENT_LINE.test(line) && (PHYSICAL_UTILITY.test(line) || PHYSICAL_PROPERTY.test(line))
          ? [`${relative(SOURCE_ROOT, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('logical CSS only', () => {
  it('scans the web sources', () => {
    expect(sourceFiles(SOURCE_ROOT).length).toBeGreaterThan(10);
  });

  it('finds no physical left/right utilities or properties', () => {
    expect(physicalUsages()).toEqual([]);
  });

  it('recognises what it forbids', () => {
    for (const sample of [
      '"ml-4"',
      "'pr-2'",
      'md:left-0',
      '-mr-1',
      'text-right',
      'rounded-tl-lg',
      'border-l',
    ]) {
      expect(PHYSICAL_UTILITY.test(sample), sample).toBe(true);
    }
    for (const sample of ['margin-left: 0', 'right: 0;', 'text-align: left']) {
      expect(PHYSICAL_PROPERTY.test(sample), sample).toBe(true);
    }
    for (const sample of ['ms-4 pe-2', 'start-0', 'text-start', 'rounded-s-lg', 'border-s-4', 'inset-x-0']) {
      expect(PHYSICAL_UTILITY.test(sample) || PHYSICAL_PROPERTY.test(sample), sample).toBe(false);
    }
  });
});
