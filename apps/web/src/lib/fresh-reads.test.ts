import { describe, expect, it } from 'vitest';
import { noteRequest, readCacheMode } from './fresh-reads';

describe('reading one’s own writes past the shared cache', () => {
  it('asks for fresh reads for a while after a write, and only then', () => {
    const start = 1_000_000_000;
    expect(readCacheMode('GET', start)).toBeUndefined();
    noteRequest('GET', start);
    expect(readCacheMode('GET', start + 1)).toBeUndefined();
    noteRequest('POST', start);
    expect(readCacheMode('GET', start + 1)).toBe('no-cache');
    expect(readCacheMode('GET', start + 14_999)).toBe('no-cache');
    expect(readCacheMode('GET', start + 15_000)).toBeUndefined();
    // a write itself is never given a cache mode
    noteRequest('PUT', start + 20_000);
    expect(readCacheMode('POST', start + 20_001)).toBeUndefined();
  });
});
