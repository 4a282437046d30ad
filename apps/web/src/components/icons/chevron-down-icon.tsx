import type { SVGProps } from 'react';

/** Decorative: hidden from screen readers; the surrounding text or aria-label names it. */
export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
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
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
