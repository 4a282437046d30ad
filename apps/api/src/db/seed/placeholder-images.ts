/**
 * Placeholder images for the demo seed, drawn locally as small SVGs (shapes only, no text, so no
 * fonts are needed) and converted to WebP with sharp. The same (kind, seed, colors) always gives the
 * same bytes.
 *
 * Seeds are 1-based, as the seeder passes `index + 1`:
 * - category n draws the pictogram of `categories[n - 1]` (the two lists share their order);
 * - project n draws the pictogram of the category of `projects[n - 1]`;
 * - other seeds fall back to a pictogram chosen by the seed.
 */
import sharp from 'sharp';
import { seededRandom } from './demo-content';
import { CAMPAIGN_MOTIFS, campaignMotifFor, drawCampaignMotif, type CampaignMotif } from './campaign-motifs';
import { pictogram, pictogramFor } from './placeholder-pictograms';
import { linear, r1, star } from './svg-shapes';

export { CAMPAIGN_MOTIFS, campaignMotifFor };

export type ImageKind = 'category' | 'ngo' | 'project' | 'campaign';

export const imageSizes: Record<ImageKind, { width: number; height: number }> = {
  category: { width: 480, height: 360 },
  ngo: { width: 240, height: 240 },
  project: { width: 640, height: 420 },
  campaign: { width: 640, height: 420 },
};

/** Deterministic: the same (kind, seed) always gives the same bytes. */
export async function renderPlaceholder(
  kind: ImageKind,
  seed: number,
  colors?: [string, string],
): Promise<Buffer> {
  return renderSvg(placeholderSvg(kind, seed, colors));
}

/** A placeholder's SVG source as the WebP the seed writes. */
export async function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}

/** The SVG source of a placeholder (exported for tests and previews). */
export function placeholderSvg(kind: ImageKind, seed: number, colors?: [string, string]): string {
  const s = Math.abs(Math.trunc(seed));
  switch (kind) {
    case 'category':
      return categorySvg(s);
    case 'ngo':
      return ngoSvg(s, colors);
    case 'project':
      return projectSvg(s);
    case 'campaign':
      return campaignSvg(s);
  }
}

// ---------------------------------------------------------------------------------------------------
// Palettes: [light, mid, deep, accent]

type Palette = readonly [string, string, string, string];

/** One calm palette per pictogram, so that categories read apart at a glance. */
const CATEGORY_PALETTES: Palette[] = [
  ['#e3f2f8', '#a9d6e8', '#1f6f8b', '#f6fbfd'], // water
  ['#fbeee2', '#f3c9a4', '#b5562f', '#fffaf5'], // food
  ['#f9e9ee', '#ecbccb', '#9b3d5f', '#fff7f9'], // orphans
  ['#eef0e4', '#cdd5b0', '#4f6b3a', '#fbfcf7'], // education
  ['#f6ece3', '#e2c3a6', '#8a5a3b', '#fffaf4'], // housing
  ['#f0ebf5', '#cfc2e0', '#5e4b8b', '#fbf9fd'], // clothing
  ['#e6f2ec', '#b5dac6', '#2d6a4f', '#f7fcf9'], // mosques
  ['#e8f4f3', '#b3dcd8', '#2a7f78', '#f7fcfb'], // health
  ['#fdf3e1', '#f4d39b', '#b07a1e', '#fffbf3'], // disability
  ['#ece9f6', '#c8c0e6', '#43387a', '#f4d58d'], // seasons
  ['#f3efe6', '#ddd0b3', '#7a6338', '#fcfaf5'], // well
];

/** Landscape palettes: [sky top, sky bottom, far hill, near hill] and a sun colour below. */
const LANDSCAPES: readonly { sky: [string, string]; hills: [string, string, string]; sun: string }[] = [
  { sky: ['#fde8cf', '#fbd3b0'], hills: ['#e7b98f', '#c98d63', '#9c6644'], sun: '#f9cf86' },
  { sky: ['#dff1f7', '#bfe3ef'], hills: ['#9fcbb7', '#6fa98f', '#3f7f64'], sun: '#fff0c2' },
  { sky: ['#f1e6f4', '#dcc8e6'], hills: ['#b9a0c9', '#8f76a8', '#5e4b8b'], sun: '#ffe6c2' },
  { sky: ['#e9f0dc', '#d5e2bd'], hills: ['#b4c98f', '#86a66a', '#587d45'], sun: '#fff2c0' },
  { sky: ['#fbe7e1', '#f5cdc2'], hills: ['#e3a598', '#c27567', '#8f4b42'], sun: '#fbd6a8' },
  { sky: ['#e2ebf5', '#c6d6ea'], hills: ['#a0b6d2', '#7490b6', '#4a6790'], sun: '#fbedc0' },
];

const CAMPAIGN_PALETTES: readonly { bg: [string, string]; ink: string; soft: string }[] = [
  { bg: ['#eef1f4', '#d7dee6'], ink: '#5b6b7d', soft: '#f8f5ec' }, // slate
  { bg: ['#f3ece6', '#e3d5c8'], ink: '#7d6450', soft: '#fbf6ee' }, // sand
  { bg: ['#edf1ea', '#d5dfd0'], ink: '#5e7558', soft: '#f8faf4' }, // sage
  { bg: ['#f3eaec', '#e2d0d5'], ink: '#85606a', soft: '#fbf5f6' }, // dusty pink
  { bg: ['#e9ecf3', '#cfd5e6'], ink: '#4d587a', soft: '#f4f0e2' }, // evening blue
];

// ---------------------------------------------------------------------------------------------------
// Helpers

function svgOpen(kind: ImageKind): string {
  const { width, height } = imageSizes[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

/** A smooth hill line across the width, closed down to the bottom edge. */
function hill(random: () => number, width: number, height: number, base: number, amplitude: number): string {
  const steps = 4;
  const dx = width / steps;
  let d = `M0 ${r1(base + (random() - 0.5) * amplitude)}`;
  for (let i = 1; i <= steps; i++) {
    const x = i * dx;
    const y = base + (random() - 0.5) * amplitude * 2;
    const cx = x - dx / 2;
    const cy = base + (random() - 0.5) * amplitude * 2.4;
    d += `Q${r1(cx)} ${r1(cy)} ${r1(x)} ${r1(y)}`;
  }
  return `${d}V${height}H0Z`;
}

// ---------------------------------------------------------------------------------------------------
// Kinds

/** Two or three distant birds in the sky. */
function birds(random: () => number, color: string): string {
  let d = '';
  const count = 2 + Math.floor(random() * 2);
  for (let i = 0; i < count; i++) {
    const x = r1(150 + random() * 220);
    const y = r1(50 + random() * 90);
    const w = r1(7 + random() * 5);
    d += `M${x} ${y}q${w / 2} -${w / 2} ${w} 0q${w / 2} -${w / 2} ${w} 0`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="2" fill="none" stroke-linecap="round" opacity=".55"/>`;
}

function categorySvg(seed: number): string {
  const index = pictogramFor('category', seed);
  const [light, mid, deep, accent] = CATEGORY_PALETTES[index % CATEGORY_PALETTES.length]!;
  return (
    svgOpen('category') +
    `<defs>${linear('g', light, mid, 1, 1)}</defs>` +
    `<rect width="480" height="360" fill="url(#g)"/>` +
    `<circle cx="400" cy="40" r="120" fill="${accent}" opacity=".35"/>` +
    `<circle cx="60" cy="330" r="90" fill="${deep}" opacity=".06"/>` +
    `<circle cx="240" cy="180" r="128" fill="${accent}" opacity=".7"/>` +
    `<circle cx="240" cy="180" r="142" fill="none" stroke="${accent}" stroke-width="2" opacity=".8"/>` +
    pictogram(index, deep, accent, 163, 103, 154) +
    `</svg>`
  );
}

const EMBLEMS: ((a: string, b: string) => string)[] = [
  // overlapping circles
  (a, b) =>
    `<circle cx="100" cy="104" r="34" fill="${b}" opacity=".9"/><circle cx="140" cy="104" r="34" fill="${b}" opacity=".6"/>` +
    `<circle cx="120" cy="138" r="34" fill="${b}" opacity=".75"/>`,
  // arch (a doorway with a step)
  (a, b) =>
    `<path d="M72 172V116a48 48 0 0 1 96 0v56Z" fill="${b}"/><path d="M98 172v-52a22 22 0 0 1 44 0v52Z" fill="${a}"/>` +
    `<rect x="62" y="172" width="116" height="10" rx="5" fill="${b}"/>`,
  // leaf with a vein
  (a, b) =>
    `<path d="M66 174C66 100 110 64 176 62c0 72-40 112-110 112Z" fill="${b}"/>` +
    `<path d="M72 168C100 136 128 110 160 80" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  // eight-pointed star
  (a, b) =>
    `<polygon points="${star(120, 120, 8, 62, 40)}" fill="${b}"/><circle cx="120" cy="120" r="24" fill="${a}"/>` +
    `<circle cx="120" cy="120" r="12" fill="${b}"/>`,
  // rising sun over a line
  (a, b) =>
    `<path d="M64 148a56 56 0 0 1 112 0Z" fill="${b}"/>` +
    `<path d="M56 164h128M76 180h88" stroke="${b}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M120 62v16M78 80l10 11M162 80l-10 11" stroke="${b}" stroke-width="7" stroke-linecap="round"/>`,
  // crescent and star
  (_a, b) =>
    `<path d="M128 58a62 62 0 1 0 0 124a76 76 0 0 1 0-124Z" fill="${b}"/>` +
    `<polygon points="${star(150, 120, 5, 20, 8)}" fill="${b}"/>`,
  // rosette
  (a, b) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const angle = (Math.PI / 3) * i;
        return `<circle cx="${r1(120 + 30 * Math.cos(angle))}" cy="${r1(120 + 30 * Math.sin(angle))}" r="26" fill="${b}" opacity=".55"/>`;
      })
      .join('') +
    `<circle cx="120" cy="120" r="16" fill="${a}"/><circle cx="120" cy="120" r="8" fill="${b}"/>`,
];

function ngoSvg(seed: number, colors?: [string, string]): string {
  const fallback = LANDSCAPES[seed % LANDSCAPES.length]!;
  const [a, b] = colors ?? [fallback.hills[2], fallback.sky[0]];
  const emblem = EMBLEMS[seed % EMBLEMS.length]!;
  return (
    svgOpen('ngo') +
    `<defs>${linear('g', a, shade(a, -0.18), 1, 1)}</defs>` +
    `<rect width="240" height="240" fill="#ffffff"/>` +
    `<rect x="12" y="12" width="216" height="216" rx="56" fill="url(#g)"/>` +
    `<rect x="24" y="24" width="192" height="192" rx="46" fill="none" stroke="${b}" stroke-width="2" opacity=".35"/>` +
    emblem(a, b) +
    `</svg>`
  );
}

function projectSvg(seed: number): string {
  const random = seededRandom(seed * 7919 + 17);
  const index = pictogramFor('project', seed);
  const land = LANDSCAPES[(seed + Math.floor(random() * 3)) % LANDSCAPES.length]!;
  const [, , deep, accent] = CATEGORY_PALETTES[index % CATEGORY_PALETTES.length]!;
  const sunX = r1(90 + random() * 180);
  const sunY = r1(80 + random() * 40);
  return (
    svgOpen('project') +
    `<defs>${linear('s', land.sky[0], land.sky[1])}</defs>` +
    `<rect width="640" height="420" fill="url(#s)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="58" fill="${land.sun}" opacity=".55"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="38" fill="${land.sun}"/>` +
    birds(random, land.hills[2]) +
    `<path d="${hill(random, 640, 420, 250, 40)}" fill="${land.hills[0]}"/>` +
    `<path d="${hill(random, 640, 420, 305, 34)}" fill="${land.hills[1]}"/>` +
    `<path d="${hill(random, 640, 420, 365, 24)}" fill="${land.hills[2]}"/>` +
    `<circle cx="470" cy="190" r="104" fill="${accent}" opacity=".9"/>` +
    `<circle cx="470" cy="190" r="116" fill="none" stroke="${accent}" stroke-width="3" opacity=".7"/>` +
    pictogram(index, deep, accent, 412, 132, 116) +
    `</svg>`
  );
}

function campaignSvg(seed: number): string {
  const random = seededRandom(seed * 104729 + 3);
  const palette = CAMPAIGN_PALETTES[(seed + Math.floor(random() * 2)) % CAMPAIGN_PALETTES.length]!;
  return campaignScene(palette, campaignMotifFor(seed), random);
}

/**
 * The picture of a campaign whose family gave none (apps/web/public/default-campaign.webp, written by
 * default-campaign-image.ts): a crescent and stars on evening blue.
 */
export function defaultCampaignSvg(): string {
  return campaignScene(CAMPAIGN_PALETTES[4]!, 'crescent', seededRandom(1));
}

function campaignScene(
  palette: (typeof CAMPAIGN_PALETTES)[number],
  motif: CampaignMotif,
  random: () => number,
): string {
  const { ink, soft } = palette;
  return (
    svgOpen('campaign') +
    `<defs>${linear('g', palette.bg[0], palette.bg[1])}` +
    `<radialGradient id="h"><stop offset="0" stop-color="${soft}"/><stop offset="1" stop-color="${soft}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="640" height="420" fill="url(#g)"/>` +
    `<circle cx="320" cy="205" r="190" fill="url(#h)"/>` +
    `<rect x="18" y="18" width="604" height="384" rx="14" fill="none" stroke="${ink}" stroke-width="1.5" opacity=".25"/>` +
    drawCampaignMotif[motif](ink, soft, random) +
    `</svg>`
  );
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
