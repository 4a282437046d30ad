// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredPart } from './deferred-part';

/** An IntersectionObserver the test moves: `scrollNear()` reports every observed element on screen. */
function driveObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback; margin?: string }[] = [];
  class Driven {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback, margin: this.options?.rootMargin });
    }
    disconnect() {
      observed.splice(0, observed.length, ...observed.filter((item) => item.callback !== this.callback));
    }
  }
  vi.stubGlobal('IntersectionObserver', Driven);
  return {
    observed,
    scrollNear() {
      for (const { element, callback } of [...observed]) {
        callback(
          [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeferredPart', () => {
  it('keeps an empty busy placeholder until the reader scrolls near it, then renders the part', async () => {
    const observer = driveObserver();
    const { container } = render(
      <DeferredPart className="min-h-56">
        <p>الختمة المشتركة</p>
      </DeferredPart>,
    );
    // painted and idle: still nothing fetched while the part is far from the screen
    await vi.waitFor(() => expect(observer.observed).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('الختمة المشتركة')).toBeNull();
    const placeholder = container.querySelector('[data-later-part]');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(placeholder?.className).toBe('min-h-56');
    expect(observer.observed[0]!.margin).toMatch(/^\d+px/);

    act(() => observer.scrollNear());
    await screen.findByText('الختمة المشتركة');
    expect(container.querySelector('[data-later-part]')).toBeNull();
    // once shown it stays: the observer is let go
    expect(observer.observed).toHaveLength(0);
  });

  it('renders the part after the first paint where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <DeferredPart>
        <p>الدعاء</p>
      </DeferredPart>,
    );
    await screen.findByText('الدعاء');
  });
});
