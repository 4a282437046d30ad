import { useEffect, useState } from 'react';

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
 * True once the browser has painted the page and has a moment to spare (at most ~3 s late): for
 * parts far below the fold or opened later, whose scripts, calls and pictures would otherwise
 * compete with the first screen on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
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
  return ready;
}
