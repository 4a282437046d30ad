import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '@athar/server-kit/config';
import { PARSER_REFUSALS, rawRequest } from '@athar/server-kit/test/raw-http';
import { buildPayApp, type PayApp } from './app';

describe("requests Node's HTTP parser refuses, on a listening payment host", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-pay-parser-'));
  let pay: PayApp;

  beforeAll(async () => {
    const config = loadServerConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://athar.example',
      PAY_PUBLIC_URL: 'https://pay.athar.example',
    });
    pay = await buildPayApp({
      config,
      pingDatabase: async () => 1,
      logLevel: false,
      reconcileEveryMs: false,
    });
    await pay.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await pay?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const refusal of PARSER_REFUSALS) {
    it(`answers ${refusal.what} with ${refusal.status}, in Arabic, with the security headers`, async () => {
      const answer = await rawRequest((pay.server.address() as AddressInfo).port, refusal.request);
      expect(answer.status).toBe(refusal.status);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({
        status: 0,
        message: expect.stringMatching(/[\u0600-\u06FF]/),
        data: [],
      });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  }
});
