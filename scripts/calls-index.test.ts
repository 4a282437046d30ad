import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS_FILE, callsIndex } from './calls-index';

describe('docs/CALLS.md', () => {
  it('is what `npm run calls` writes from the repository as it is', async () => {
    const written = fs.readFileSync(CALLS_FILE, 'utf8');
    expect(written, 'docs/CALLS.md is out of date: run `npm run calls`').toBe(await callsIndex());
  });

  it('finds, for every call, the route that serves it and a test that names it', async () => {
    const index = await callsIndex();
    expect(index).not.toContain('- Route: —');
    expect(index).not.toContain('- Tests: —');
  });
});
