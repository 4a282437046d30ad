import { INITIAL_DATA_ELEMENT_ID } from '@athar/contract/config-defaults';

/** Answers older than this are not used: by then the page has long made its first calls. */
const MAX_AGE_MS = 60_000;

let answers: Map<string, unknown> | undefined;

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
  if (typeof document === 'undefined' || performance.now() > MAX_AGE_MS) return undefined;
  const all = readAnswers();
  const answer = all.get(url);
  all.delete(url);
  return answer;
}
