import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

/** Decorative magnifier. */
export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon strokeLinejoin={undefined} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </StrokeIcon>
  );
}
