import type { SVGProps } from 'react';
import { StrokeIcon } from './stroke-icon';

export function WalletIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 15h2" />
    </StrokeIcon>
  );
}
