import type { SVGProps } from 'react';

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Points to the reading start (the right, in Arabic): "previous". */
export function ArrowPreviousIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...common} {...props}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/** Points to the reading end (the left, in Arabic): "next". */
export function ArrowNextIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...common} {...props}>
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}
