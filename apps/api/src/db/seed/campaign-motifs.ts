import { linear, r1, star } from './svg-shapes';

/**
 * The campaign motifs: what a Muslim Egyptian family would put beside a name they remember,
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

const GOLD = '#d8b96a';
const BRASS = '#b8923f';

/** A leaf or leaflet: a pointed oval from (0, 0) along +x, `width` at its widest. */
const leafPath = (length: number, width: number) =>
  `M0 0Q${r1(length * 0.45)} ${r1(-width)} ${length} 0Q${r1(length * 0.45)} ${r1(width)} 0 0Z`;

/** Each motif drawn in the campaign picture's 640×420 frame, in the palette's ink and soft colours. */
export const drawCampaignMotif: Record<
  CampaignMotif,
  (ink: string, soft: string, random: () => number) => string
> = {
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
