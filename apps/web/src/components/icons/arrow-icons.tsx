import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

/** Points to the reading start (the right, in Arabic): "previous". */
export function ArrowPreviousIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon strokeWidth={2.5} {...props}>
      <path d="M9 6l6 6-6 6" />
    </StrokeIcon>
  );
}

/** Points to the reading end (the left, in Arabic): "next". */
export function ArrowNextIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon strokeWidth={2.5} {...props}>
      <path d="M15 6l-6 6 6 6" />
    </StrokeIcon>
  );
}
