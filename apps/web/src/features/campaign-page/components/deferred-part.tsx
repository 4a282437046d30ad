import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useNearViewport } from '../../../hooks/use-near-viewport';

/**
 * The page's parts below the fold or opened later (lazy chunks): rendered once the first screen is
 * painted and the reader has scrolled near them, so a visitor who gives and leaves never downloads
 * them; until then, and while they load, an empty busy placeholder keeping `className`'s room.
 */
export function DeferredPart({
  children,
  className,
  name = '',
}: {
  children: ReactNode;
  className?: string;
  /** the placeholder's `data-later-part`, for a reader's tools (the journeys) to find one part */
  name?: string;
}) {
  const painted = useAfterFirstPaint();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div ref={ref} aria-busy="true" data-later-part={name} className={className} />;
  return painted && near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
