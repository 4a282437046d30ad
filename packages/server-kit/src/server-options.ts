import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { parseQueryString } from './query-string';
import { answerClientError, answerFrameworkError } from './request-refusals';

/** Tokens travel in some query strings (verification, reset): they never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|password|newpass)=)[^&]*/gi, '$1[redacted]');
}

/**
 * pino with request ids, no tokens, passwords, cookies or signatures. `silent` turns the logger off
 * altogether, so no request pays for a child logger that would never write. `trustProxy` is the
 * TRUST_PROXY setting: only from these addresses is X-Forwarded-For believed as the client's address
 * (request.ip, which the per-address limits count). Empty query parameters read as absent
 * (parseQueryString).
 */
export function serverOptions(level: string | false, trustProxy: string[]): FastifyServerOptions {
  return {
    logger:
      level === false || level === 'silent'
        ? false
        : {
            level,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'req.headers["x-api-signature"]',
                'res.headers["set-cookie"]',
                '*.password',
                '*.newpass',
                '*.access_token',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    bodyLimit: 1_048_576,
    routerOptions: { querystringParser: parseQueryString },
  };
}
