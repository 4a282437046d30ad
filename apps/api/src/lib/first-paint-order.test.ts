import { describe, expect, it } from 'vitest';
import { paintFirst, scriptsAfterPaint } from './first-paint-order';

/** The head as Vite writes it (its script, modulepreloads, then the stylesheet) and the api adds to it. */
const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-B6vfj9AK.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BoQLegvX.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Cu6nPrTG.css">
    <title>في ذكرى سمير | أثر</title>
    <link rel="preload" as="image" href="/uploads/campaigns/Xy3kQ9.webp" fetchpriority="high" />
    <link rel="modulepreload" crossorigin href="/assets/campaign-page-CRCG7-Zu.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The tags of the head, in order, one per line. */
const headTags = (html: string) =>
  html
    .slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the order of the shell’s head', () => {
  it('puts the stylesheet and the picture’s preload before the scripts, and keeps the rest in its order', () => {
    expect(headTags(paintFirst(SHELL))).toEqual([
      '<meta charset="UTF-8" />',
      '<link rel="stylesheet" crossorigin href="/assets/index-Cu6nPrTG.css">',
      '<link rel="preload" as="image" href="/uploads/campaigns/Xy3kQ9.webp" fetchpriority="high" />',
      '<script type="module" crossorigin src="/assets/index-B6vfj9AK.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-BoQLegvX.js">',
      '<title>في ذكرى سمير | أثر</title>',
      '<link rel="modulepreload" crossorigin href="/assets/campaign-page-CRCG7-Zu.js">',
    ]);
    expect(paintFirst(SHELL).slice(paintFirst(SHELL).indexOf('</head>'))).toBe(
      SHELL.slice(SHELL.indexOf('</head>')),
    );
  });

  it('leaves a shell alone whose head has no module script (the source index.html, a test’s template)', () => {
    const source = SHELL.replace(/ {4}<script[^\n]*\n/, '').replace(
      '<div id="root"></div>',
      '<div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>',
    );
    expect(paintFirst(source)).toBe(source);
    const bare = '<html><head><title>أثر</title></head><body></body></html>';
    expect(paintFirst(bare)).toBe(bare);
  });

  it('fetches a rendered page’s scripts at a low priority, and nothing else', () => {
    const html = scriptsAfterPaint(paintFirst(SHELL));
    expect(headTags(html).filter((tag) => tag.includes('fetchpriority="low"'))).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-B6vfj9AK.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-BoQLegvX.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/campaign-page-CRCG7-Zu.js">',
    ]);
    expect(html).toContain('fetchpriority="high" />');
  });
});
