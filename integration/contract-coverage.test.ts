import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '@athar/api/test/test-app';
import { createTestPayApp } from '@athar/pay/test/test-pay-app';
import { contractCalls, type FoundEndpoint } from '../scripts/contract-endpoints';

/**
 * Whether the server registered this method and path, parameter names included (find-my-way finds
 * `/a/:id` for `/a/:other` and names the parameter it found: `{ id: ':other' }`).
 */
function serves(server: FastifyInstance, endpoint: FoundEndpoint): boolean {
  const route = server.findRoute({ method: endpoint.method as 'GET', url: endpoint.path });
  if (!route) return false;
  return Object.entries(route.params as Record<string, string>).every(
    ([name, given]) => given === `:${name}`,
  );
}

/**
 * Contract endpoints that no server of this repository answers, on purpose: keep it short, each with
 * its reason.
 */
const SERVED_ELSEWHERE: Record<string, string> = {};

describe('every call of the contract is served by exactly one server', () => {
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let pay: Awaited<ReturnType<typeof createTestPayApp>>;
  let endpoints: FoundEndpoint[];

  beforeAll(async () => {
    api = await createTestApp('pglite');
    pay = await createTestPayApp();
    await pay.pay.ready();
    endpoints = (await contractCalls()).endpoints;
  });
  afterAll(async () => {
    await pay?.close();
    await api?.close();
  });

  it('finds the endpoints of the contract', () => {
    // the payment host's own calls and an api call of each kind are among them
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/hostedcheckout/GetSessionId',
        'POST /api/gateway/callback',
        'POST /api/internal/scheduled-charges/:id',
        'POST /api/internal/donations/:id/confirm',
        'POST /api/auth/login',
      ]),
    );
  });

  it('serves each one by the api or the payment host, never both and never neither', () => {
    const servers = {
      api: api.app as unknown as FastifyInstance,
      pay: pay.pay as unknown as FastifyInstance,
    };
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      const by = Object.entries(servers)
        .filter(([, server]) => serves(server, endpoint))
        .map(([name]) => name);
      const call = `${endpoint.method} ${endpoint.path}`;
      const elsewhere = endpoint.names.some((name) => name in SERVED_ELSEWHERE);
      if (elsewhere ? by.length !== 0 : by.length !== 1)
        wrong.push(`${call} (${endpoint.names.join(', ')}) is served by ${by.join(' and ') || 'no server'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the list of calls served elsewhere to calls the contract still has', () => {
    const names = new Set(endpoints.flatMap((endpoint) => endpoint.names));
    expect(Object.keys(SERVED_ELSEWHERE).filter((name) => !names.has(name))).toEqual([]);
  });
});
