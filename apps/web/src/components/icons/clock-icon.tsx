import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function ClockIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}
