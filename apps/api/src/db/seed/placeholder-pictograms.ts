/** Pictograms of the seeded images, one per category, drawn in a 100 × 100 box. */
import { categories, projects } from './demo-content';

// `f` is the main colour, `b` a light colour for cut-outs.

const PICTOGRAMS: ((f: string, b: string) => string)[] = [
  // 0 water drop
  (f, b) =>
    `<path d="M50 6C44 18 20 42 20 62a30 30 0 0 0 60 0C80 42 56 18 50 6Z" fill="${f}"/>` +
    `<path d="M36 62a14 14 0 0 0 10 14" stroke="${b}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`,
  // 1 bowl with steam
  (f) =>
    `<path d="M10 50h80a40 34 0 0 1-80 0Z" fill="${f}"/><rect x="34" y="84" width="32" height="7" rx="3.5" fill="${f}"/>` +
    `<path d="M36 40c-6-7 6-11 0-20M50 40c-6-7 6-11 0-20M64 40c-6-7 6-11 0-20" stroke="${f}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".65"/>`,
  // 2 heart held by an open hand
  (f) =>
    `<path d="M50 66C30 52 20 40 24 29c4-11 20-13 26-1 6-12 22-10 26 1 4 11-6 23-26 37Z" fill="${f}"/>` +
    `<path d="M8 70c10 0 16 4 22 9h22c5 0 5 7 0 7H38m14 0h14l22-14c5-3 9 3 5 7L68 94H30L8 88" stroke="${f}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // 3 open book
  (f, b) =>
    `<path d="M48 24C36 16 20 16 8 20v60c12-4 28-4 40 4Z" fill="${f}"/><path d="M52 24c12-8 28-8 40-4v60c-12-4-28-4-40 4Z" fill="${f}" opacity=".8"/>` +
    `<path d="M16 36c8-2 17-2 24 2M16 48c8-2 17-2 24 2M16 60c8-2 17-2 24 2M60 38c7-4 16-4 24-2M60 50c7-4 16-4 24-2" stroke="${b}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".75"/>`,
  // 4 house with roof
  (f, b) =>
    `<path d="M50 10 94 48H82v40H18V48H6Z" fill="${f}" stroke="${f}" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="42" y="62" width="16" height="26" rx="3" fill="${b}"/><rect x="26" y="54" width="10" height="10" rx="2" fill="${b}"/><rect x="64" y="54" width="10" height="10" rx="2" fill="${b}"/>`,
  // 5 folded blankets
  (f, b) =>
    `<rect x="12" y="62" width="76" height="24" rx="8" fill="${f}"/><rect x="18" y="38" width="64" height="22" rx="8" fill="${f}" opacity=".75"/>` +
    `<rect x="24" y="16" width="52" height="20" rx="8" fill="${f}" opacity=".5"/>` +
    `<path d="M20 74h60M26 49h48" stroke="${b}" stroke-width="3" stroke-dasharray="4 5" stroke-linecap="round"/>`,
  // 6 mosque dome with crescent
  (f) =>
    `<path d="M18 92V64c0-18 14-28 32-36 18 8 32 18 32 36v28Z" fill="${f}"/><rect x="47" y="16" width="6" height="14" fill="${f}"/>` +
    `<path d="M50 2a8 8 0 1 0 8 12 7 7 0 1 1-8-12Z" fill="${f}"/>` +
    `<rect x="6" y="44" width="6" height="48" rx="2" fill="${f}" opacity=".7"/><rect x="88" y="44" width="6" height="48" rx="2" fill="${f}" opacity=".7"/>`,
  // 7 medical cross in a ring
  (f) =>
    `<circle cx="50" cy="50" r="42" fill="none" stroke="${f}" stroke-width="5" opacity=".5"/>` +
    `<path d="M40 20h20v20h20v20H60v20H40V60H20V40h20Z" fill="${f}" stroke="${f}" stroke-width="6" stroke-linejoin="round"/>`,
  // 8 wheelchair
  (f) =>
    `<circle cx="54" cy="12" r="8" fill="${f}"/>` +
    `<circle cx="44" cy="66" r="24" fill="none" stroke="${f}" stroke-width="6"/>` +
    `<path d="M48 24 46 50h26l8 24" stroke="${f}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M47 36h18" stroke="${f}" stroke-width="6" stroke-linecap="round"/><circle cx="44" cy="66" r="4" fill="${f}"/>`,
  // 9 Ramadan lantern
  (f, b) =>
    `<circle cx="50" cy="8" r="5" fill="none" stroke="${f}" stroke-width="3"/><path d="M34 30 50 14l16 16Z" fill="${f}"/>` +
    `<path d="M32 32h36l8 22-10 24H34L24 54Z" fill="${f}"/>` +
    `<path d="M42 40h16l4 14-5 14H43l-5-14Z" fill="${b}" opacity=".85"/><path d="M40 80h20l-4 10h-12Z" fill="${f}"/>`,
  // 10 well
  (f, b) =>
    `<path d="M14 34 50 12l36 22Z" fill="${f}"/><rect x="22" y="32" width="6" height="30" fill="${f}"/><rect x="72" y="32" width="6" height="30" fill="${f}"/>` +
    `<path d="M50 34v16" stroke="${f}" stroke-width="2.5"/><path d="M43 50h14l-2 10H45Z" fill="${f}"/>` +
    `<rect x="16" y="62" width="68" height="28" rx="4" fill="${f}"/>` +
    `<path d="M16 76h68M34 62v14M56 62v14M44 76v14M70 76v14" stroke="${b}" stroke-width="2.5" opacity=".7"/>`,
];

const WELL = 10;

function categoryIndexOf(key: string): number {
  const index = categories.findIndex((category) => category.key === key);
  return index < 0 ? 0 : index;
}

/** The pictogram (and palette) index for a 1-based seed of the given kind. */
export function pictogramFor(kind: 'category' | 'project', seed: number): number {
  if (kind === 'category' && seed >= 1 && seed <= categories.length) return seed - 1;
  const project = kind === 'project' ? projects[seed - 1] : undefined;
  if (project) return project.ar_name.includes('بئر') ? WELL : categoryIndexOf(project.category);
  return seed % PICTOGRAMS.length;
}

export function pictogram(index: number, f: string, b: string, x: number, y: number, size: number): string {
  const draw = PICTOGRAMS[index % PICTOGRAMS.length] ?? PICTOGRAMS[0]!;
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${draw(f, b)}</g>`;
}
