import type { SVGProps } from 'react';

/**
 * The frame every icon shares: a 24×24 line drawing in the text colour, hidden from screen readers
 * (the surrounding text or the control's aria-label names it). An icon renders only its shapes as
 * children; any prop overrides the frame's (pass `undefined` to leave an attribute out).
 */
export function StrokeIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
