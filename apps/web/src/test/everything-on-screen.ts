/*
 * The web tests' DOM (happy-dom) has an IntersectionObserver that never reports, and lays nothing
 * out: here every observed element is reported on screen, a task after observe() as in a browser,
 * so parts loaded near the screen (DeferredPart) render in component tests. A test of the
 * observer's own use replaces it with one it drives.
 */
class EverythingOnScreen {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const rect = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      } satisfies IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }, 0);
    this.timers.add(timer);
  }

  unobserve() {}

  disconnect() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (typeof window !== 'undefined') {
  globalThis.IntersectionObserver = EverythingOnScreen as unknown as typeof IntersectionObserver;
}
