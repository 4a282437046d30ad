import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
