import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';

/**
 * Renders its children once the browser has painted the page and has a moment to spare: for the home
 * sections far below the fold, whose scripts, calls and carousels would otherwise compete with the
 * hero and the first campaign picture on a slow phone.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
