import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

/** Decorative: the button around it carries the name. Filled when `filled`. */
export function StarIcon({ filled, ...props }: SVGProps<SVGSVGElement> & { filled: boolean }) {
  return (
    <StrokeIcon fill={filled ? 'currentColor' : 'none'} strokeLinecap={undefined} {...props}>
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </StrokeIcon>
  );
}
