import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationMessages } from '@athar/contract/messages';
import { AppError, messageForStatus } from './errors';

const ARABIC = /[\u0600-\u06FF]/;
/** Error codes of node-postgres and PostgreSQL meaning "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/**
 * PostgreSQL's data exceptions that only a client's value can cause: a number past an integer
 * column, a NUL character, text that is not a number or a date. The request was wrong, not the server.
 */
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22009', '22021', '22P02', '22P05']);

function isBadValue(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && BAD_VALUE_CODES.has(code);
}

function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  return (
    (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
    (typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/.test(message))
  );
}

/** The envelope of docs/PRODUCT.md §7.1 for every failure: 4xx say why in Arabic, 5xx hide details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? '');
        const raw = issue.message ?? '';
        const message = ARABIC.test(raw)
          ? raw
          : issue.keyword === 'invalid_type' && /received undefined/.test(raw)
            ? validationMessages.required
            : validationMessages.invalidValue;
        if (!(field in errors)) errors[field] = message;
      }
      const first = Object.values(errors)[0] ?? messageForStatus(400);
      return reply.code(400).send({ status: 0, message: first, data: [], errors });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        status: 0,
        message: error.message,
        data: [],
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (isBadValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send({ status: 0, message: messageForStatus(400), data: [] });
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 0, message: messageForStatus(503), data: [] });
    }
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (statusCode === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.code(statusCode).send({ status: 0, message: messageForStatus(statusCode), data: [] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: 0, message: messageForStatus(404), data: [] });
  });
}
