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
import { pictogram, pictogramFor } from './placeholder-pictograms';

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

const r1 = (n: number) => Math.round(n * 10) / 10;

function svgOpen(kind: ImageKind): string {
  const { width, height } = imageSizes[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

function linear(id: string, top: string, bottom: string, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Points of a star polygon centred on (cx, cy). */
function star(cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points - Math.PI / 2;
    out.push(`${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`);
  }
  return out.join(' ');
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

/**
 * The campaign motifs: what a Muslim Egyptian family would put beside a name they remember (issue 16),
 * never a candle or a rose: a Ramadan lantern, an olive branch, a crescent with stars, a palm frond and
 * water poured as a lasting charity.
 */
export const CAMPAIGN_MOTIFS = ['lantern', 'olive', 'crescent', 'palm', 'water'] as const;
export type CampaignMotif = (typeof CAMPAIGN_MOTIFS)[number];

/**
 * The motif of a campaign seed. The seeder leaves every fifth campaign without a picture (seeds 5, 10,
 * …), so a plain `seed % 5` would never draw one motif: the turn moves on by one every five seeds.
 */
export function campaignMotifFor(seed: number): CampaignMotif {
  const count = CAMPAIGN_MOTIFS.length;
  return CAMPAIGN_MOTIFS[(seed + Math.floor(seed / count)) % count]!;
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
    MOTIFS[motif](ink, soft, random) +
    `</svg>`
  );
}

const GOLD = '#d8b96a';
const BRASS = '#b8923f';

/** A leaf or leaflet: a pointed oval from (0, 0) along +x, `width` at its widest. */
const leafPath = (length: number, width: number) =>
  `M0 0Q${r1(length * 0.45)} ${r1(-width)} ${length} 0Q${r1(length * 0.45)} ${r1(width)} 0 0Z`;

const MOTIFS: Record<CampaignMotif, (ink: string, soft: string, random: () => number) => string> = {
  // a Ramadan lantern (fanous) hanging from its ring, its coloured panes lit from inside
  lantern: (ink, soft) => {
    const glass = ['#e9b949', '#c8553d', '#3f8f8a'];
    return (
      `<circle cx="320" cy="222" r="120" fill="#f6d77c" opacity=".22"/>` +
      `<circle cx="320" cy="222" r="78" fill="#f6d77c" opacity=".25"/>` +
      `<path d="M320 18v34" stroke="${ink}" stroke-width="2" opacity=".45"/>` +
      `<circle cx="320" cy="62" r="10" fill="none" stroke="${BRASS}" stroke-width="4"/>` +
      // the dome and its crown
      `<path d="M320 72l10 14h-20Z" fill="${BRASS}"/>` +
      `<path d="M270 132c6-26 26-44 50-46 24 2 44 20 50 46Z" fill="${BRASS}"/>` +
      `<path d="M286 122c8-14 20-22 34-24" stroke="${soft}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".55"/>` +
      `<rect x="258" y="130" width="124" height="12" rx="4" fill="${BRASS}"/>` +
      // the body: three panes of coloured glass between brass ribs
      `<path d="M266 142h108l-8 126h-92Z" fill="${BRASS}"/>` +
      `<path d="M276 150h24l-2 110h-16Z" fill="${glass[0]}" opacity=".9"/>` +
      `<path d="M308 150h24v110h-24Z" fill="${glass[1]}" opacity=".9"/>` +
      `<path d="M340 150h24l-6 110h-16Z" fill="${glass[2]}" opacity=".9"/>` +
      `<path d="M320 170c-8 12-12 20-12 28a12 12 0 0 0 24 0c0-8-4-16-12-28Z" fill="#fbe7a1" opacity=".95"/>` +
      `<path d="M276 186h88M276 226h88" stroke="${BRASS}" stroke-width="3" opacity=".8"/>` +
      `<polygon points="${star(288, 206, 8, 6, 3)}" fill="#fbe7a1" opacity=".8"/>` +
      `<polygon points="${star(352, 206, 8, 6, 3)}" fill="#fbe7a1" opacity=".8"/>` +
      // the base, narrowing to a point
      `<rect x="266" y="266" width="108" height="12" rx="4" fill="${BRASS}"/>` +
      `<path d="M278 278h84l-24 30h-36Z" fill="${BRASS}"/>` +
      `<path d="M306 308h28l-14 22Z" fill="${BRASS}"/>` +
      `<ellipse cx="320" cy="360" rx="76" ry="8" fill="${ink}" opacity=".18"/>`
    );
  },
  // an olive branch with its fruit
  olive: (ink) => {
    const at = (t: number) => ({
      x: (1 - t) ** 2 * 180 + 2 * (1 - t) * t * 300 + t ** 2 * 460,
      y: (1 - t) ** 2 * 292 + 2 * (1 - t) * t * 252 + t ** 2 * 140,
      angle: (Math.atan2((1 - t) * -40 + t * -112, (1 - t) * 120 + t * 160) * 180) / Math.PI,
    });
    const leaf = (t: number, side: number, length: number, opacity: number) => {
      const { x, y, angle } = at(t);
      return `<path d="${leafPath(length, length * 0.3)}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle + side * 48)})" fill="${ink}" opacity="${opacity}"/>`;
    };
    const parts: string[] = [];
    [0.14, 0.3, 0.46, 0.62, 0.78].forEach((t, i) => {
      parts.push(leaf(t, -1, 58 - i * 4, 0.85), leaf(t + 0.06, 1, 54 - i * 4, 0.65));
    });
    parts.push(leaf(1, 0, 44, 0.85));
    const olive = (t: number, dx: number, dy: number) => {
      const { x, y } = at(t);
      return `<ellipse cx="${r1(x + dx)}" cy="${r1(y + dy)}" rx="8" ry="10" fill="#74864a"/>`;
    };
    return (
      `<path d="M180 292Q300 252 460 140" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      parts.join('') +
      olive(0.38, 4, 16) +
      olive(0.56, 10, 14) +
      olive(0.7, 2, 18)
    );
  },
  // a crescent and stars
  crescent: (ink, _soft, random) => {
    const spots: [number, number, number][] = [
      [236, 130, 11],
      [404, 104, 8],
      [452, 214, 13],
      [214, 262, 7],
      [412, 302, 9],
    ];
    const stars = spots.map(([x, y, size]) => {
      const jitter = r1((random() - 0.5) * 16);
      return `<polygon points="${star(x + jitter, y, 4, size, size * 0.36)}" fill="${GOLD}" opacity=".85"/>`;
    });
    return (
      `<path d="M346 104a106 106 0 1 0 0 212a136 136 0 0 1 0-212Z" fill="${GOLD}" opacity=".9"/>` +
      `<path d="M346 104a106 106 0 1 0 0 212" fill="none" stroke="${ink}" stroke-width="2" opacity=".25"/>` +
      stars.join('')
    );
  },
  // a palm frond: a long curved rib and its narrow leaflets, shorter towards the tip
  palm: () => {
    const green = ['#5f7d4a', '#6f8f57', '#83a266'];
    const at = (t: number) => ({
      x: (1 - t) ** 2 * 196 + 2 * (1 - t) * t * 250 + t ** 2 * 452,
      y: (1 - t) ** 2 * 346 + 2 * (1 - t) * t * 150 + t ** 2 * 96,
      angle: (Math.atan2((1 - t) * -196 + t * -54, (1 - t) * 54 + t * 202) * 180) / Math.PI,
    });
    const leaflets: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const t = 0.16 + i * 0.056;
      const { x, y, angle } = at(t);
      const length = 112 - i * 5.4;
      for (const side of [-1, 1]) {
        const tone = green[(i + (side > 0 ? 1 : 0)) % green.length]!;
        leaflets.push(
          `<path d="${leafPath(length, 7)}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle + side * 38)})" fill="${tone}"/>`,
        );
      }
    }
    return (
      `<path d="M196 346Q250 150 452 96" stroke="#4e6a3d" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      leaflets.join('') +
      `<path d="M196 346Q250 150 452 96" stroke="#4e6a3d" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`
    );
  },
  // water: a drop falling into still water, its rings spreading (a sip of water given, a lasting charity)
  water: (ink) => {
    const blue = ['#4f8fb0', '#7fb3cc', '#b9d8e6'];
    return (
      `<defs>${linear('w', '#8cc2da', '#3f7f9f')}</defs>` +
      `<path d="M320 70C306 104 272 146 272 182a48 48 0 0 0 96 0C368 146 334 104 320 70Z" fill="url(#w)"/>` +
      `<path d="M296 184a26 26 0 0 0 18 26" stroke="#eaf5fa" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<ellipse cx="320" cy="300" rx="150" ry="26" fill="none" stroke="${blue[2]}" stroke-width="3"/>` +
      `<ellipse cx="320" cy="300" rx="100" ry="17" fill="none" stroke="${blue[1]}" stroke-width="3.5"/>` +
      `<ellipse cx="320" cy="300" rx="52" ry="9" fill="none" stroke="${blue[0]}" stroke-width="4"/>` +
      `<circle cx="320" cy="270" r="5" fill="${blue[0]}"/><circle cx="298" cy="278" r="3.5" fill="${blue[1]}"/><circle cx="343" cy="276" r="4" fill="${blue[1]}"/>` +
      `<path d="M150 346q21-12 42 0t42 0 42 0 42 0 42 0 42 0 42 0 42 0 42 0" stroke="${blue[1]}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<path d="M192 366q21-12 42 0t42 0 42 0 42 0 42 0 42 0 42 0" stroke="${ink}" stroke-width="2" fill="none" stroke-linecap="round" opacity=".25"/>`
    );
  },
};

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
