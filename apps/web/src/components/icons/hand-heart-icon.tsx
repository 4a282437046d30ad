import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function HandHeartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 11.5c-1.6-1.7-4.5-.6-4.5 1.7 0 2.1 4.5 4.8 4.5 4.8s4.5-2.7 4.5-4.8c0-2.3-2.9-3.4-4.5-1.7z" />
      <path d="M12 3v3M5.6 5.6l2.1 2.1M18.4 5.6l-2.1 2.1M3 12h2M19 12h2" />
    </StrokeIcon>
  );
}
