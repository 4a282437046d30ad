import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

/** A cloud with a slash: the connection is down. */
export function NoConnectionIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 3l18 18" />
      <path d="M17.5 17.5H7a4.5 4.5 0 0 1-1.2-8.84M9.3 5.4A6 6 0 0 1 18 9.5a4 4 0 0 1 2.6 6.6" />
    </StrokeIcon>
  );
}
