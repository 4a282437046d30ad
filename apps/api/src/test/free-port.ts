import net from 'node:net';

/**
 * A loopback port free right now: taken, then let go. For a server a test starts on it (a URL that
 * must name the port before the server is built), or for a port nothing listens on. The integration
 * stacks (integration/) and the e2e runs (e2e/support/server.ts) take theirs from here too.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
