import type { z } from 'zod';
import type { Config } from '@athar/api/config';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { fail } from './config-or-exit';

/**
 * One signed call of an operator command to the running app (path and query signed); a refusal or
 * an app that does not answer ends the script with the app's Arabic message, named by `command`.
 */
export async function signedCall<S extends z.ZodType>(
  command: string,
  config: Config,
  request: { method: 'GET' | 'POST'; path: string; body?: unknown },
  response: S,
  /** how long the app may take to answer (a month's statements for every charity take longer) */
  timeoutMs = 20_000,
): Promise<z.infer<S>> {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  const url = new URL(`${config.PUBLIC_URL.replace(/\/$/, '')}${request.path}`);
  const answer = await fetch(url, {
    method: request.method,
    headers: signedJsonHeaders(config.PAY_WEBHOOK_SECRET, {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body,
    }),
    ...(body ? { body } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) =>
    fail(`${command}: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`),
  );
  const json: unknown = await answer.json();
  if (answer.status !== 200) {
    const { message = '', errors } = json as { message?: string; errors?: Record<string, string> };
    const details = errors ? Object.values(errors).filter((text) => text !== message) : [];
    fail([`${command}: HTTP ${answer.status} ${message}`, ...details].join('\n'));
  }
  return response.parse(json);
}
