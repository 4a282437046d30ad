import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function ChartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16l4-5 3 3 5-6" />
    </StrokeIcon>
  );
}
