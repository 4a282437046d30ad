import { useEffect, useRef, useState } from 'react';
import { COUNTER_ANIMATION_MS } from '@athar/contract/constants';

/**
 * Counts from 0 to `target` over 1500 ms (PRODUCT.md §9) once the element scrolls into view; jumps straight
 * to the value when the user prefers reduced motion or IntersectionObserver is missing.
 */
export function useCountUp<T extends Element>(target: number | undefined) {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState(0);
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || target === undefined || reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNTER_ANIMATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [visible, target, reducedMotion]);

  return { ref, value: reducedMotion && visible && target !== undefined ? target : value };
}
