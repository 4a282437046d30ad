type Headers = Record<string, unknown>;

/** A Content-Security-Policy as directive → sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const HALF_YEAR_SECONDS = 15_552_000;

/**
 * What is missing from one response's security headers: a CSP whose scripts (script-src, or
 * default-src when absent) allow no inline code and which says who may frame it; nosniff; a
 * Referrer-Policy; and HSTS exactly when the public address is https.
 */
export function headerProblems(headers: Headers, options: { https: boolean }): string[] {
  const problems: string[] = [];
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string') problems.push('no Content-Security-Policy');
  else {
    const directives = parsePolicy(policy);
    const scripts = directives.get('script-src') ?? directives.get('default-src');
    if (!scripts) problems.push(`CSP limits no scripts: ${policy}`);
    else if (scripts.some((source) => /'unsafe-(inline|eval)'/.test(source)))
      problems.push(`CSP allows inline script: ${policy}`);
    if (!directives.has('frame-ancestors')) problems.push(`CSP without frame-ancestors: ${policy}`);
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (typeof headers['referrer-policy'] !== 'string') problems.push('no Referrer-Policy');
  const hsts = headers['strict-transport-security'];
  if (options.https) {
    const maxAge = Number(/max-age=(\d+)/.exec(String(hsts ?? ''))?.[1] ?? 0);
    if (maxAge < HALF_YEAR_SECONDS) problems.push(`HSTS missing or short on https: ${String(hsts)}`);
  } else if (hsts !== undefined) problems.push(`HSTS sent on plain http: ${String(hsts)}`);
  return problems;
}
