/*
 * The order of the shell's head for a phone on a slow link (docs/decisions/024, docs/PERFORMANCE.md). A
 * page the server rendered paints from its HTML, its stylesheet and its largest picture:
 * the scripts only make it interactive. So those come first on the wire and the scripts after them, at
 * a low priority: on a shared 1.6 Mbps link, 150 KB of React and the page's chunks no longer delay
 * the picture and the first paint.
 */

const MODULE_SCRIPT = '<script type="module"';
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>\s*/;

/**
 * `html` with its stylesheets and its picture's preload moved before the first module script of its
 * head (Vite writes them after its scripts and modulepreloads; the api adds the preload at the end of
 * the head). Unchanged when its head has no module script.
 */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const scriptAt = html.indexOf(MODULE_SCRIPT);
  if (scriptAt === -1 || headEnd === -1 || scriptAt > headEnd) return html;
  const head = html.slice(scriptAt, headEnd);
  const moved = [...head.matchAll(STYLESHEET)].map((match) => match[0].trim());
  const preload = IMAGE_PRELOAD.exec(head)?.[0].trim();
  if (preload) moved.push(preload);
  if (moved.length === 0) return html;
  const rest = head.replace(STYLESHEET, '').replace(IMAGE_PRELOAD, '');
  return [
    html.slice(0, scriptAt),
    ...moved.map((tag) => `${tag}\n    `),
    rest,
    html.slice(scriptAt + head.length),
  ].join('');
}

/**
 * `html` with its module script and modulepreloads fetched at a low priority: for a page whose first
 * screen is in the HTML, so the browser gives the picture, the stylesheet and the fonts the link first.
 */
export function scriptsAfterPaint(html: string): string {
  return html
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
}
