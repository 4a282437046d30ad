import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function BoltIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />
    </StrokeIcon>
  );
}
