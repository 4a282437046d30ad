import { describe, expect, it } from 'vitest';
import { receiptPath } from './entity-paths';

describe('receiptPath', () => {
  it('carries the receipt key when there is one', () => {
    expect(receiptPath(42, 'abc_DEF-123')).toBe('/Receipt/42?key=abc_DEF-123');
  });

  it('escapes a key that is not URL-safe', () => {
    expect(receiptPath(42, 'a+b/c=')).toBe('/Receipt/42?key=a%2Bb%2Fc%3D');
  });

  it('leaves the key out for the logged-in owner', () => {
    expect(receiptPath(42)).toBe('/Receipt/42');
    expect(receiptPath(42, null)).toBe('/Receipt/42');
    expect(receiptPath(42, '')).toBe('/Receipt/42');
  });
});
