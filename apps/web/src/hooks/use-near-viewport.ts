import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How far beyond the screen a part starts loading: about a thumb's flick on a phone, so that it is
 * there by the time the reader reaches it without fetching what most visitors never scroll to.
 */
const NEAR_MARGIN = '300px 0px';

/**
 * A ref for an element and whether it has come within NEAR_MARGIN of the screen (once true, it
 * stays true). Without IntersectionObserver (old browsers, the test DOM) it is true at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
