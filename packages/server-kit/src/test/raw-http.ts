import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** lower-case names */
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes bytes no HTTP client would send (a 20 KB URL, a malformed header line) on a fresh TCP
 * connection and reads the answer until the server closes it. A reset after the answer is fine.
 */
export function rawRequest(port: number, request: string, host = '127.0.0.1'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, host, () => socket.write(request));
    const finish = (error?: Error) => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) {
        reject(error ?? new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(end + 4) });
    };
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish());
    socket.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') finish(error);
    });
  });
}

/** Requests Node's HTTP parser refuses before Fastify sees them, and the status each should get. */
export const PARSER_REFUSALS = [
  {
    what: 'a URL over 16 KB',
    request: `GET /api/campaigns/details?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    status: 414,
  },
  {
    what: 'headers over 16 KB',
    request: `GET /healthz HTTP/1.1\r\nHost: localhost\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`,
    status: 431,
  },
  {
    what: 'a malformed header line',
    request: 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n',
    status: 400,
  },
  {
    what: 'a request line that is not HTTP',
    request: 'HELLO\r\n\r\n',
    status: 400,
  },
] as const;
