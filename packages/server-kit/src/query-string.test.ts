import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('reads a parameter sent empty as one not sent', () => {
    expect({ ...parseQueryString('filter=&uid=&offset=20&search=') }).toEqual({ offset: '20' });
    expect({ ...parseQueryString('filter&rowscount=') }).toEqual({});
    expect({ ...parseQueryString('') }).toEqual({});
  });

  it('decodes as before and keeps a repeated parameter’s non-empty values', () => {
    expect({ ...parseQueryString('search=%D8%A8%D8%A6%D8%B1+%D9%85%D8%A7%D8%A1&a=1&a=2') }).toEqual({
      search: 'بئر ماء',
      a: ['1', '2'],
    });
    expect({ ...parseQueryString('offset=&offset=40') }).toEqual({ offset: '40' });
  });

  it('keeps a __proto__ parameter a plain key', () => {
    const parsed = parseQueryString('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed.constructor).toBe('y');
  });
});
