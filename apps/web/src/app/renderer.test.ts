import { isValidElement } from 'preact';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The build aliases React to preact/compat (apps/web/build/preact-alias.ts): the component tests must
// render with the same renderer, or they would pass on a page nobody is served.
describe('the renderer of the component tests', () => {
  it('is preact/compat, as in the build', () => {
    expect(isValidElement(createElement('div'))).toBe(true);
    expect(createRoot).toBe(preactCreateRoot);
  });
});
