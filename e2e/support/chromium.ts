import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the browser journeys and bench/lighthouse.ts drive: CHROMIUM_PATH when set, Debian's
 * when the machine has it, otherwise the headless Chromium shipped inside the @sparticuz/chromium
 * package that `npm install` brought (unpacked to the temporary directory on first use; nothing is
 * downloaded), so a fresh machine runs them too.
 */
export async function chromiumPath(
  configured = process.env.CHROMIUM_PATH,
  debian = DEBIAN_CHROMIUM,
): Promise<string> {
  if (configured) return configured;
  if (fs.existsSync(debian)) return debian;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/**
 * Flags for it without the background traffic this machine's closed network refuses. The package's
 * own flag list is not used: it turns off web security and site isolation, which the journeys check.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
