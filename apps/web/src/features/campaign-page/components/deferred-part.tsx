import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';

/**
 * The page's parts below the fold or opened later (lazy chunks): rendered once the first screen is
 * painted, an empty busy placeholder (keeping `className`'s room) until then and while they load.
 */
export function DeferredPart({ children, className }: { children: ReactNode; className?: string }) {
  const placeholder = <div aria-busy="true" className={className} />;
  return useAfterFirstPaint() ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
