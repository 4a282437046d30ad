// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PageSpinner, Spinner } from '../components/spinner';

const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
/** The markup inside #root, with the formatter's line breaks and indentation taken out. */
const rootContent = (/<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '')
  .replace(/\s+/g, ' ')
  .replace(/> </g, '><')
  .replace(/ >/g, '>')
  .trim();

/** The markup the app's own renderer gives an element, as the browser's DOM holds it. */
function markup(element: ReactElement): string {
  const html = render(element).container.innerHTML;
  cleanup();
  return html;
}

function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('the first paint of index.html', () => {
  it('is the root route’s loading spinner, so React’s first render replaces it in place', () => {
    const spinner = markup(createElement(Spinner, { className: 'size-10' }));
    const wrapperClass = /^<div[^>]* class="([^"]+)"/.exec(markup(createElement(PageSpinner)))?.[1];
    const expected = `<div class="${wrapperClass}">${spinner}</div>`;
    // as DOM trees: the renderer may write an SVG's attributes in another order, which is no difference
    expect(parsed(rootContent).isEqualNode(parsed(expected)), `${rootContent}\n${expected}`).toBe(true);
  });

  it('holds no words: text comes from the messages modules', () => {
    expect(rootContent.replace(/<[^>]*>/g, '').trim()).toBe('');
  });
});
