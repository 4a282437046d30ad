import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig } from '@athar/server-kit/config';
import { buildPayApp, type BuildPayAppOptions } from '../app';

export const TEST_PUBLIC_URL = 'https://athar.example';
export const TEST_PAY_PUBLIC_URL = 'https://pay.athar.example';
/** Nothing listens here: every internal call to the api fails at once, as when the api is down. */
export const UNREACHABLE_API_URL = 'http://127.0.0.1:1';

/**
 * The payment host alone (no api), for `inject()`: its own simulators, no reconciliation, the api
 * unreachable unless `apiUrl` says otherwise. Tests that need the api too start both with
 * integration/payments/pay-stack.ts.
 */
export async function createTestPayApp(options: Partial<Omit<BuildPayAppOptions, 'config'>> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-pay-test-'));
  const config = loadServerConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    PAY_PUBLIC_URL: TEST_PAY_PUBLIC_URL,
  });
  const pay = await buildPayApp({
    config,
    pingDatabase: async () => 1,
    logLevel: false,
    reconcileEveryMs: false,
    apiUrl: UNREACHABLE_API_URL,
    ...options,
  });
  return {
    pay,
    config,
    async close() {
      await pay.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
