import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRendererIn } from './server-render-worker';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-render-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A server entry of `source`, as a file the worker imports. */
function entry(name: string, source: string) {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, source);
  return { href: pathToFileURL(file).href, file };
}

describe('the server render in a worker thread (docs/decisions/056)', () => {
  it('answers each page to the call that asked for it, a failed render as an error, then ends with the app', async () => {
    const { href, file } = entry(
      'renders',
      `export async function renderPage(url, answers) {
         if (url === '/broken') throw new Error('a page that cannot render');
         await new Promise((resolve) => setTimeout(resolve, url === '/slow' ? 50 : 0));
         return { html: '<p>' + url + '</p>', queries: [answers] };
       }\n`,
    );
    const renderer = await serverRendererIn(href, file);
    const [slow, fast] = await Promise.all([
      renderer.renderPage('/slow', { '/api/a': { n: 1 } }),
      renderer.renderPage('/fast', { '/api/b': { n: 2 } }),
    ]);
    expect(slow).toEqual({ html: '<p>/slow</p>', queries: [{ '/api/a': { n: 1 } }] });
    expect(fast).toEqual({ html: '<p>/fast</p>', queries: [{ '/api/b': { n: 2 } }] });
    await expect(renderer.renderPage('/broken', {})).rejects.toThrow('a page that cannot render');
    expect(await renderer.renderPage('/again', {})).toMatchObject({ html: '<p>/again</p>' });
    await renderer.close();
    await expect(renderer.renderPage('/closed', {})).rejects.toThrow();
  });

  it('fails the start when the entry exports no renderPage or does not load', async () => {
    const none = entry('none', 'export const nothing = 1;\n');
    await expect(serverRendererIn(none.href, none.file)).rejects.toThrow(
      `${none.file} exports no renderPage`,
    );
    const broken = entry('broken', 'export async function renderPage( {\n');
    await expect(serverRendererIn(broken.href, broken.file)).rejects.toThrow(/SyntaxError/);
  });
});
