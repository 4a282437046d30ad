import { describe, expect, it } from 'vitest';
import { campaignMetaTags, escapeHtml, renderAppShell, replaceLiterally, withHeadTags } from './app-shell';
import { initialDataBlock } from './initial-data';

/** Every replacement pattern String.replace knows, as a person could type them. */
const PATTERNS = "$` $' $& $1 $$ $<name>";

const TEMPLATE = `<!doctype html><html><head>
<meta name="athar-api-signature" content="__ATHAR_API_SIGNATURE__" />
<meta name="athar-pay-url" content="__ATHAR_PAY_URL__" />
<meta name="description" content="أثر" />
<title>أثر</title>
</head><body><div id="root"></div></body></html>`;

const count = (text: string, part: string) => text.split(part).length - 1;
/** A text as the initial data block writes it: a JSON string with `<` escaped. */
const asJson = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, '\\u003c');

describe('the app shell never reads a value as a replacement pattern', () => {
  it('replaces literally, whatever the value holds', () => {
    expect(replaceLiterally('a-b-c', '-', PATTERNS)).toBe(`a${PATTERNS}b-c`);
    expect(replaceLiterally('a-b-c', /(-)/, PATTERNS)).toBe(`a${PATTERNS}b-c`);
  });

  it('fills the signature and the payment address as given', () => {
    const html = renderAppShell(TEMPLATE, { apiSignature: `Basic ${PATTERNS}`, payUrl: 'https://pay/$&' });
    expect(html).toContain(`content="${escapeHtml(`Basic ${PATTERNS}`)}"`);
    expect(html).toContain('content="https://pay/$&amp;"');
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(count(html, '</head>')).toBe(1);
  });

  it("puts a campaign's tags and its data block in the head once, the rest of the shell untouched", () => {
    const preview = {
      title: `عمر ${PATTERNS}`,
      description: `وصف ${PATTERNS}`,
      project_name: 'بئر',
      ngo_name: 'جمعية',
      image: null,
      licence: { legal_name: null, registration_number: null, permit: null },
    } as unknown as Parameters<typeof campaignMetaTags>[0];
    const tags = campaignMetaTags(preview, 'https://athar.example', 'https://athar.example/1');
    const data = initialDataBlock({
      '/api/x': { data: [{ title: preview.title, text: preview.description }] },
    });
    const html = withHeadTags(renderAppShell(TEMPLATE, { apiSignature: 's', payUrl: 'p' }, tags), data);
    // the raw text only in the JSON block, the escaped text only in the tags
    expect(count(html, asJson(preview.title))).toBe(1);
    expect(count(html, asJson(preview.description))).toBe(1);
    expect(count(html, escapeHtml(preview.description))).toBe(3);
    expect(count(html, escapeHtml(`في ذكرى ${preview.title}`))).toBe(3);
    // 7 dollar signs, in 5 places for the title (the preview picture's alt too, PRODUCT.md §11.7) and 4
    // for the description
    expect(count(html, '$')).toBe(7 * 9);
    expect(count(html, escapeHtml(`صورة حملة ${preview.title}`))).toBe(1);
    for (const fragment of ['<!doctype html>', '<head>', '</head>', '<body>', '<div id="root">', '<title>'])
      expect(count(html, fragment), fragment).toBe(1);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html.indexOf(data)).toBeLessThan(html.indexOf('</head>'));
  });

  it('calls the gift صدقة جارية in a campaign without a description only when the project is a lasting asset', () => {
    const preview = (sadaqa_kind: 'jariya' | 'sadaqa') =>
      ({
        title: 'عمر خالد',
        description: '',
        project_name: 'وجبات',
        ngo_name: 'جمعية',
        image: null,
        sadaqa_kind,
        licence: { legal_name: null, registration_number: null, permit: null },
      }) as unknown as Parameters<typeof campaignMetaTags>[0];
    const jariya = campaignMetaTags(preview('jariya'), 'https://athar.example', 'https://athar.example/1');
    const sadaqa = campaignMetaTags(preview('sadaqa'), 'https://athar.example', 'https://athar.example/1');
    expect(jariya).toContain('content="صدقة جارية في ذكرى عمر خالد');
    expect(sadaqa).toContain('content="صدقة في ذكرى عمر خالد');
    expect(sadaqa).not.toContain('جارية');
  });
});
