import type { SVGProps } from 'react';

/** Decorative: hidden from screen readers; the surrounding text or aria-label names it. */
export function ChartIcon(props: SVGProps<SVGSVGElement>) {
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
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16l4-5 3 3 5-6" />
    </svg>
  );
}
