import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}
