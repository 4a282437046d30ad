import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}
