import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { plainSecurityHeaders } from './security-headers';

/** Fastify's own refusals made before any route runs (a malformed or over-long URL), in our envelope. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  // such a reply skips the onSend hooks, so it sets the security headers itself
  if (reply.server.hasDecorator('applySecurityHeaders')) reply.server.applySecurityHeaders(request, reply);
  reply.code(statusCode).send({ status: 0, message: apiMessages.badRequest, data: [] });
}

/** What Node's HTTP parser reports with a request it refused (`clientError`). */
export interface ClientError extends Error {
  code?: string;
  /** how much of rawPacket the parser had read when it stopped */
  bytesParsed?: number;
  /** the chunk the parser was reading (a Buffer) */
  rawPacket?: unknown;
}

/** A request line cut off inside its URL: method, one space, the URL's text with no space or line end. */
const REQUEST_LINE_IN_URL = /^[A-Z]{3,10} [^\s]*$/;

/**
 * The status of a request Node's parser refused. Its header limit (16 KB) counts the request line
 * and the headers together; when the chunk it stopped in shows it stopped inside the request line,
 * the URL is what is too long (414). A chunk that does not start the request cannot tell: 431.
 */
export function clientErrorStatus(error: ClientError): 400 | 408 | 414 | 431 {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
  const read = packet.subarray(0, error.bytesParsed ?? 0).toString('latin1');
  return REQUEST_LINE_IN_URL.test(read) ? 414 : 431;
}

const CLIENT_ERROR_MESSAGES = {
  400: apiMessages.badRequest,
  408: apiMessages.requestTimeout,
  414: apiMessages.urlTooLong,
  431: apiMessages.headersTooLarge,
} as const;

/**
 * Fastify's `clientErrorHandler` (bound to the root instance): a request Node's HTTP parser refused
 * (URL or headers over 16 KB, a malformed header line, a timeout) never reaches Fastify, so it is
 * answered here, on the socket, in our envelope, in Arabic, with the same security headers as every
 * other answer, and the connection is closed. A reset or closed socket has no one to answer.
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error);
  const requestId = randomUUID();
  this.log.info(
    { reqId: requestId, code: error.code, statusCode: status },
    'request refused by the HTTP parser',
  );
  // as Node does: answer only when no answer of an earlier request on this connection is half sent
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ status: 0, message: CLIENT_ERROR_MESSAGES[status], data: [] });
    const security = this.hasDecorator('plainSecurityHeaders')
      ? this.plainSecurityHeaders
      : plainSecurityHeaders('');
    const headers: Record<string, string | number> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
      ...security,
      'x-request-id': requestId,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy();
}
