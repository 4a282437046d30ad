import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as SVG squares, generated in the browser (no third-party service). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const path = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d, size: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={path.size} height={path.size} fill="#ffffff" />
      <path d={path.d} fill="#000000" />
    </svg>
  );
}
