import { z } from 'zod';
import { stripScopedBidi } from '../bidi';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { sitePageRoute } from '../routes/about';
import { siteContentMessages as messages } from './site-content-messages';

/**
 * The pages operators keep with a history (docs/decisions/040): the two FAQ lists (the visitors' and
 * the charities' / campaign creators'), Terms, Trust and safety, How it works and Success tips.
 */
export const SITE_PAGES = [
  'faq_donators',
  'faq_creators',
  'terms',
  'trust',
  'how_it_works',
  'success_tips',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];
/** The pages whose entries are questions and answers, without a lead. */
export const FAQ_PAGES = ['faq_donators', 'faq_creators'] as const satisfies readonly SitePage[];
export const isFaqPage = (page: SitePage) => (FAQ_PAGES as readonly SitePage[]).includes(page);

export const LEAD_MAX = 1000;
export const TITLE_MAX = 200;
export const TEXT_MAX = 4000;
export const ENTRIES_MAX = 60;

/**
 * A text as kept: line ends as `\n`, the bidi controls that reorder what follows (embeddings,
 * overrides, isolates) stripped, never refused; the marks (LRM, RLM, ALM) stay, as in any public
 * prose (contract/bidi.ts). Spaces at either end of the text go.
 */
export const cleanText = (text: string) => stripScopedBidi(text.replace(/\r\n?/g, '\n')).trim();

const entry = z.object({
  /** a section's or a step's title, or an FAQ entry's question */
  title: z
    .string(messages.titleEmpty)
    .overwrite(cleanText)
    .min(1, messages.titleEmpty)
    .max(TITLE_MAX, messages.titleTooLong),
  /** its text (paragraphs apart by an empty line), or the answer */
  text: z
    .string(messages.textEmpty)
    .overwrite(cleanText)
    .min(1, messages.textEmpty)
    .max(TEXT_MAX, messages.textTooLong),
});

export const sitePageContent = z.object({
  lead: z.string().overwrite(cleanText).max(LEAD_MAX, messages.leadTooLong).default(''),
  entries: z.array(entry).min(1, messages.entriesEmpty).max(ENTRIES_MAX, messages.entriesTooMany),
});
export type SitePageContent = z.output<typeof sitePageContent>;
export type SitePageContentInput = z.input<typeof sitePageContent>;

export const sitePageParams = z.object({ page: z.enum(SITE_PAGES, messages.pageUnknown) });

/** A page as visitors read it: its current version. */
export const sitePage = z.object({
  page: z.enum(SITE_PAGES),
  version: z.number().int(),
  lead: z.string(),
  entries: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type SitePageAnswer = z.infer<typeof sitePage>;

/** GET /api/about/pages/:page — the page's current text; public, cached briefly, ETag'd by its bytes. */
export const sitePageEndpoint = defineEndpoint({
  ...sitePageRoute,
  params: sitePageParams,
  response: envelope(z.array(sitePage)),
});

/** A text's paragraphs: apart by an empty line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A page's text as lines for a diff: the lead's paragraphs, then each entry's title (marked) and paragraphs. */
export function contentLines(content: {
  lead: string;
  entries: { title: string; text: string }[];
}): string[] {
  return [
    ...paragraphsOf(content.lead),
    ...content.entries.flatMap((entry) => [`◆ ${entry.title}`, ...paragraphsOf(entry.text)]),
  ];
}
