// @vitest-environment happy-dom
import { act, createElement, version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The app ships React 19 (docs/decisions/024): the component tests must render with it too, or they would
// pass on a page nobody is served. preact/compat, which rendered both until then (decision 021), answers
// to the same imports, calls itself React 18.3.1 and marks its elements as React 18 did.
describe('the renderer of the component tests', () => {
  it('is React 19’s own, as in the build', async () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
    // React 19's element type; React 18 and preact/compat use Symbol.for('react.element')
    expect(Reflect.get(createElement('div'), '$$typeof')).toBe(Symbol.for('react.transitional.element'));

    const container = document.createElement('div');
    const root = createRoot(container);
    // React 19's own act() (React.act; preact/compat had none); React asks to be told it runs in tests
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    await act(async () => root.render(createElement('p', null, 'أثر')));
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('أثر');
    // react-dom's marks on what it rendered: the root on its container, the fiber on each node
    expect(Object.keys(container).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    expect(Object.keys(paragraph).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    await act(async () => root.unmount());
  });
});
