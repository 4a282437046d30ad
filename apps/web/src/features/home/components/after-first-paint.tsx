import { useEffect, useState, type ReactNode } from 'react';

/** Safari has no requestIdleCallback: there the task after the frame stands in for it. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/**
 * Renders its children once the browser has painted the page and has a moment to spare: for the home
 * sections far below the fold, whose scripts, calls and carousels would otherwise compete with the
 * hero and the first campaign picture on a slow phone. At most ~3 s late.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      cancelIdle = whenIdle(() => setReady(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
  }, []);
  return ready ? children : null;
}
