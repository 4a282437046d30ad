import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import type { CharityLicence } from '@athar/contract/charity/licence';
import { licencePreviewSentence } from '@athar/contract/charity/licence-preview';
import type { SadaqaKind } from '@athar/contract/projects/labels';
import { mediaUrl } from './media-url';
import { campaignOgImagePath, OG_HEIGHT, OG_WIDTH } from './og-picture';

export const SIGNATURE_PLACEHOLDER = '__ATHAR_API_SIGNATURE__';
export const PAY_URL_PLACEHOLDER = '__ATHAR_PAY_URL__';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const DESCRIPTION_MAX = 200;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A preview's description: its own text clipped so that the charity's licence sentence (docs/decisions/018:
 * registration and permit numbers, or that donations are paused) always fits whole after it.
 */
function describedWithLicence(text: string, licence: CharityLicence): string {
  const sentence = licencePreviewSentence(licence);
  const room = DESCRIPTION_MAX - sentence.length - 1;
  return room > 1 ? `${clip(text, room)} ${sentence}` : clip(sentence, DESCRIPTION_MAX);
}

/** A preview picture made for link previews: its path on this site and what the tags say of it. */
interface OgPicture {
  path: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

interface PreviewTags {
  title: string;
  description: string;
  /** the picture's path on this site, preloaded for the page itself */
  imagePath: string;
  /** the picture link previews show, when it is not the page's own (a campaign's JPEG, PRODUCT.md §11.7) */
  ogPicture?: OgPicture;
  publicUrl: string;
  pageUrl: string;
}

/** Open Graph and Twitter tags of a page and a preload of its picture, every value escaped. */
function previewTags({ title, description, imagePath, ogPicture, publicUrl, pageUrl }: PreviewTags): string {
  const image = `${publicUrl}${ogPicture?.path ?? imagePath}`;
  const pictureTags: [string, string, string][] = ogPicture
    ? [
        ['property', 'og:image:type', ogPicture.type],
        ['property', 'og:image:width', String(ogPicture.width)],
        ['property', 'og:image:height', String(ogPicture.height)],
        ['property', 'og:image:alt', ogPicture.alt],
      ]
    : [];
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'أثر'],
    ['property', 'og:locale', 'ar_EG'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ...pictureTags,
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'description', description],
  ];
  const meta = tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
  // The page's largest picture: fetched with the scripts instead of after them and the data call.
  const preload = `<link rel="preload" as="image" href="${escapeHtml(imagePath)}" fetchpriority="high" />`;
  return `<title>${escapeHtml(`${title} | أثر`)}</title>\n    ${meta}\n    ${preload}`;
}

/** What a shared campaign link shows in WhatsApp or Facebook (db/queries/campaign-preview.ts reads it). */
export interface CampaignPreview {
  id: number;
  title: string;
  description: string;
  image: string | null;
  ngo_name: string;
  project_name: string;
  /** the project's honest label: the preview says صدقة جارية only for a lasting asset */
  sadaqa_kind: SadaqaKind;
  /** the charity's registration and the permit in force on the day asked (docs/decisions/018) */
  licence: CharityLicence;
}

/** What a shared charity page link shows (db/queries/charity-preview.ts reads it). */
export interface CharityPreview {
  id: number;
  name: string;
  description: string;
  image: string;
  /** the registration and the permit in force on the day asked (docs/decisions/018) */
  licence: CharityLicence;
}

/** Open Graph and Twitter tags of a campaign page and a preload of its picture, every value escaped. */
export function campaignMetaTags(preview: CampaignPreview, publicUrl: string, pageUrl: string): string {
  const text =
    preview.description.trim() ||
    `${preview.sadaqa_kind === 'jariya' ? 'صدقة جارية' : 'صدقة'} في ذكرى ${preview.title}: تبرّع لمشروع ${preview.project_name} تنفّذه ${preview.ngo_name}.`;
  return previewTags({
    title: `في ذكرى ${preview.title}`,
    description: describedWithLicence(text, preview.licence),
    imagePath: preview.image ? mediaUrl(preview.image) : `/${DEFAULT_CAMPAIGN_IMAGE}`,
    ogPicture: {
      path: campaignOgImagePath(preview.id, preview.image),
      width: OG_WIDTH,
      height: OG_HEIGHT,
      type: 'image/jpeg',
      alt: `صورة حملة ${preview.title}`,
    },
    publicUrl,
    pageUrl,
  });
}

/** Open Graph and Twitter tags of a charity's page, with its licence in the description. */
export function charityMetaTags(preview: CharityPreview, publicUrl: string, pageUrl: string): string {
  return previewTags({
    title: preview.name,
    description: describedWithLicence(preview.description.trim() || preview.name, preview.licence),
    imagePath: mediaUrl(preview.image),
    publicUrl,
    pageUrl,
  });
}

/** What the api fills into the app's index.html: the client's signature and the payment host's address. */
export interface AppShellValues {
  apiSignature: string;
  payUrl: string;
}

/**
 * `text` with the first `search` replaced by `value` taken literally. String.replace reads `$&`, `` $` ``,
 * `$'` and `$1` in a replacement string as patterns, so a value that is not a constant (a campaign's
 * title in its tags, configuration) goes through a replacer function, whose result is never read so.
 */
export function replaceLiterally(text: string, search: string | RegExp, value: string): string {
  return text.replace(search, () => value);
}

/** The app's index.html with its values filled in and, for a campaign link, its preview tags. */
export function renderAppShell(template: string, values: AppShellValues, headTags?: string): string {
  const html = replaceLiterally(
    replaceLiterally(template, SIGNATURE_PLACEHOLDER, escapeHtml(values.apiSignature)),
    PAY_URL_PLACEHOLDER,
    escapeHtml(values.payUrl),
  );
  if (!headTags) return html;
  const withoutDefaults = html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  return withHeadTags(withoutDefaults, headTags);
}

/** The shell with more tags (the page's preview tags, module preloads, initial data) at the end of its head. */
export function withHeadTags(html: string, tags: string): string {
  return tags ? replaceLiterally(html, '</head>', `    ${tags}\n  </head>`) : html;
}
