/** Small SVG building blocks shared by the seed's placeholder pictures. */

/** A coordinate rounded to one decimal, so the SVG text (and the WebP bytes) stay the same. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function linear(id: string, top: string, bottom: string, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Points of a star polygon centred on (cx, cy). */
export function star(cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points - Math.PI / 2;
    out.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return out.join(' ');
}
