import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A small stand-in for apps/web/dist (the real build is not needed to check what the server does
 * with HTML, hashed assets and their pre-compressed twins): index.html with the placeholders the
 * server fills, one hashed script with its .gz, a stylesheet and a favicon.
 */
export function createWebDist(): { dir: string; script: string; style: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-rel-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = 'assets/index-Rel1a2b3.js';
  const style = 'assets/index-Rel4c5d6.css';
  const code = `document.getElementById('root').textContent = 'أثر';\n`.repeat(40);
  fs.writeFileSync(path.join(dir, script), code);
  fs.writeFileSync(path.join(dir, `${script}.gz`), gzipSync(code));
  fs.writeFileSync(path.join(dir, style), 'body { margin: 0; }\n');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" />
<meta name="athar-api-signature" content="__ATHAR_API_SIGNATURE__" />
<meta name="athar-pay-url" content="__ATHAR_PAY_URL__" />
<title>أثر</title><script type="module" src="/${script}"></script><link rel="stylesheet" href="/${style}">
</head><body><div id="root"></div></body></html>`,
  );
  return { dir, script, style, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
