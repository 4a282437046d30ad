import querystring from 'node:querystring';

/**
 * The api's query-string parser (Fastify's `routerOptions.querystringParser`): a parameter sent
 * with an empty value (`filter=`, `uid=`, `offset=`) is read as if it had not been sent. Legacy
 * clients send every parameter of a call, empty when they have no value; without this each
 * listing schema would refuse the '' (an enum, a number ≥ 1) instead of applying its default.
 * Doing it where the query is parsed covers every route at once, present and future.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  // no prototype, as node's own parse: a `__proto__` parameter stays a plain key
  const parsed: Record<string, string | string[]> = Object.create(null);
  if (text.length === 0) return parsed;
  for (const [name, value] of Object.entries(querystring.parse(text))) {
    // a repeated parameter keeps only its non-empty values, and reads as one when one is left
    const values = (Array.isArray(value) ? value : [value ?? '']).filter((entry) => entry !== '');
    if (values.length > 0) parsed[name] = values.length === 1 ? values[0]! : values;
  }
  return parsed;
}
