import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';
import { RENDERED_QUERIES_ELEMENT_ID, type RenderedQuery } from '@athar/contract/server-render';

/** Answers older than this are not used: by then the page has long made its first calls. */
const MAX_AGE_MS = 60_000;

let answers: Map<string, unknown> | undefined;
/** While the server renders a page (src/entry-server.tsx): its answers, and the only ones there are. */
let serverAnswers: ReadonlyMap<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [url, answer] of Object.entries(parsed)) answers.set(url, answer);
    }
  } catch {
    // a broken block only costs the round trip it would have saved
  }
  return answers;
}

/**
 * The answer the HTML shell carries for this GET (the page's first API calls, as a visitor who is
 * not logged in; apps/api/src/lib/initial-data.ts), or undefined. Each answer is handed out once, so
 * a refetch asks the server.
 */
export function takeInitialAnswer(url: string): unknown {
  if (serverAnswers) return serverAnswers.get(url);
  if (typeof document === 'undefined' || performance.now() > MAX_AGE_MS) return undefined;
  const all = readAnswers();
  const answer = all.get(url);
  all.delete(url);
  return answer;
}

/**
 * The server renders from `pageAnswers` alone (src/entry-server.tsx, one page at a time): a call they do
 * not hold is not made there, and the browser makes it once it has hydrated the page.
 */
export function answerFromServer(pageAnswers: ReadonlyMap<string, unknown>): void {
  serverAnswers = pageAnswers;
}

/** True while the server renders: the api client sends nothing (there is no network to send on). */
export function isServerRender(): boolean {
  return serverAnswers !== undefined;
}

function isRenderedQuery(value: unknown): value is RenderedQuery {
  return typeof value === 'object' && value !== null && Array.isArray((value as Partial<RenderedQuery>).key);
}

/**
 * The queries a server-rendered page was rendered with (the api's JSON block beside `#root`,
 * docs/decisions/024): the browser's cache must hold them when React hydrates, or the first render
 * would show them loading where the server's markup shows them. [] when there is none.
 */
export function readRenderedQueries(): RenderedQuery[] {
  const text = document.getElementById(RENDERED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRenderedQuery) : [];
  } catch {
    return [];
  }
}
