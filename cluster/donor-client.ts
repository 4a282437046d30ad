import http from 'node:http';

let donors = 0;

/**
 * A loopback address of its own for the next simulated donor (127.1.0.0 onwards: Linux answers the
 * whole 127.0.0.0/8 on `lo`). nginx passes the connection's address to the api as X-Forwarded-For,
 * and the api counts new donations per client address (docs/decisions/026): a load of many donors
 * must come from many addresses, as real donors do, not all from the load generator's one.
 */
export function nextDonorAddress(): string {
  const n = donors++;
  return `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;
}

/** A POST whose connection starts from `localAddress`; answers the status and the parsed JSON body. */
export function postFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, localAddress }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: none
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
