import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy would give it, page by page, with Arabic presentation forms
 * folded back to the letters (NFKC), so a test can look for the words it expects.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const lines = content.items.map((item) =>
      'str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '',
    );
    pages.push(lines.join('').normalize('NFKC'));
  }
  await document.destroy();
  return { pages, text: pages.join('\n') };
}
