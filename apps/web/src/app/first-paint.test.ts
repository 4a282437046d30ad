import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSpinner, Spinner } from '../components/spinner';

const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
/** The markup inside #root, with the formatter's line breaks and indentation taken out. */
const rootContent = (/<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '')
  .replace(/\s+/g, ' ')
  .replace(/> </g, '><')
  .replace(/ >/g, '>')
  .trim();

describe('the first paint of index.html', () => {
  it('is the root route’s loading spinner, so React’s first render replaces it in place', () => {
    const spinner = renderToStaticMarkup(createElement(Spinner, { className: 'size-10' }));
    const wrapperClass = /^<div[^>]* class="([^"]+)"/.exec(
      renderToStaticMarkup(createElement(PageSpinner)),
    )?.[1];
    expect(rootContent).toBe(`<div class="${wrapperClass}">${spinner}</div>`);
  });

  it('holds no words: text comes from the messages modules', () => {
    expect(rootContent.replace(/<[^>]*>/g, '').trim()).toBe('');
  });
});
