import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { addressesDonation, matrixRequest, type Targets } from './support/matrix-requests';
import { loadOperations, type Operations } from './support/openapi';
import { isOperatorParty, OPERATOR_PARTIES, operatorsState } from './support/operator-parties';
import {
  insideRoom,
  isOpenOperatorRoute,
  isOperatorRoute,
  outsideRoom,
  roomsOutOfStep,
} from './support/operator-rooms';
import { ownedState, PARTY_NAMES, plantParties, type Parties, type PartyName } from './support/parties';
import { recordResult } from './support/results';
import { listRoutes, routeKey, type DiscoveredRoute } from './support/routes';

/**
 * R5: every api endpoint (read from the app's own route table, so new ones are included) called by
 * a guest, visitor A, visitor B, staff of charity 1, staff of charity 2 and an operator of each duty
 * (its session cookie alone), each aiming at ids it does not own. No answer carries another party's
 * private data (names and phones of hidden donations, addresses, e-mails, receipt keys, the audit
 * log's addresses); the console refuses visitors and operators, visitor calls refuse staff and
 * operators, signed calls refuse everyone; the operator routes refuse everyone but operators (401)
 * and every duty outside the route's room (403, nothing written), by the one table of
 * support/operator-rooms.ts; someone else's donation is never served or changed; and after every
 * other party's writes, A's data and both charities' donations are exactly as before.
 */
const STAFF_OPEN = /^\/api\/charity\/auth\/(login|set-password|forgot-password|reset-password)$/;
const SIGNED = /^\/api\/(internal|sms)\//;
const isApi = (route: DiscoveredRoute) =>
  /^\/(athar\/)?api\//.test(route.path) && !route.path.startsWith('/api/docs');

/** Deleting the account goes last, so the caller's other writes still run as a live account. */
const lastOfAll = (route: DiscoveredRoute) =>
  route.method === 'DELETE' ? (route.path === '/api/users' ? 2 : 1) : 0;

interface Call {
  route: DiscoveredRoute;
  party: PartyName;
  status: number;
  body: string;
  /** for an operator outside the route's room: whether the call changed anything of the operators */
  wrote?: boolean;
}

describe.each(testEngines)('R5 authorization matrix on %s', (engine) => {
  let t: TestApp;
  let parties: Parties;
  let operations: Operations;
  let routes: DiscoveredRoute[];
  let multipart: Set<string>;
  let projectId: number;
  let cityId: number;
  const calls: Call[] = [];
  const started = Date.now();

  beforeAll(async () => {
    t = await createTestApp(engine);
    parties = await plantParties(t);
    operations = await loadOperations(t.app);
    routes = listRoutes(t.app).filter(isApi);
    projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
    cityId = (await t.db.selectFrom('cities').select('id').executeTakeFirstOrThrow()).id;
    multipart = await findMultipartRoutes();
  });
  afterAll(() => t.close());

  /** Routes that read a multipart form: they answer a JSON body from a logged-in visitor with 415. */
  async function findMultipartRoutes(): Promise<Set<string>> {
    const found = new Set<string>();
    const token = await parties.token('userA');
    for (const route of routes) {
      if ((route.method !== 'POST' && route.method !== 'PUT') || operations.operation(route).body) continue;
      const response = await t.call({
        method: route.method,
        url: route.path.replace(/:[A-Za-z_]+/g, '1'),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      if (response.statusCode === 415) found.add(routeKey(route));
    }
    return found;
  }

  function targetsOf(party: PartyName): Targets {
    const victim = parties.victimOf(party);
    return {
      victimUserId: victim.userId,
      victimDonationId: victim.donationId,
      campaignId: victim.campaignId,
      cityId,
      victimScheduleId: victim.scheduleId,
      victimOperatorId: victim.operatorId,
    };
  }

  async function call(route: DiscoveredRoute, party: PartyName): Promise<Call> {
    const request = matrixRequest(route, operations.operation(route), targetsOf(party), {
      multipart: multipart.has(routeKey(route)),
      projectId,
    });
    const { headers, cookies } = await parties.credentials(party);
    // a duty refused must leave the operators, their sessions and the audit log as they were
    const refused = outsideRoom(route, party);
    const before = refused ? await operatorsState(t.db) : null;
    const response = await t.call({
      ...request,
      headers: { ...(request.headers as Record<string, string>), ...(headers as Record<string, string>) },
      ...(cookies ? { cookies } : {}),
    });
    const result: Call = { route, party, status: response.statusCode, body: response.body };
    if (before) result.wrote = JSON.stringify(await operatorsState(t.db)) !== JSON.stringify(before);
    calls.push(result);
    return result;
  }

  /** What is wrong with one answer, judged by who asked. */
  function violations(result: Call): string[] {
    const { route, party, status, body } = result;
    const where = `${party} ${routeKey(route)} → ${status}`;
    const found: string[] = [];
    if (status >= 500) found.push(`${where}: server error ${body.slice(0, 120)}`);
    for (const marker of parties.markers) {
      if (!marker.seenBy.includes(party) && body.includes(marker.value))
        found.push(`${where}: shows ${marker.what}`);
    }
    const visitor = party === 'guest' || party === 'userA' || party === 'userB';
    const staff = party === 'staff1' || party === 'staff2';
    const operator = isOperatorParty(party);
    if (route.path.startsWith('/api/charity/') && !STAFF_OPEN.test(route.path) && (visitor || operator))
      if (status !== 401) found.push(`${where}: the console let a visitor or an operator in`);
    if (SIGNED.test(route.path) && status !== 401) found.push(`${where}: a signed call took a session`);
    const visitorOnly = operations.operation(route).bearer && !route.path.startsWith('/api/charity/');
    if (visitorOnly && (staff || operator) && status < 400)
      found.push(`${where}: a visitor call took a staff token or an operator cookie`);
    if (isOperatorRoute(route) && !isOpenOperatorRoute(route) && !operator && status !== 401)
      found.push(`${where}: an operator call took a visitor, a staff member or a guest`);
    if (outsideRoom(route, party) && status !== 403) found.push(`${where}: a duty outside the room got in`);
    if (result.wrote) found.push(`${where}: a refused duty changed the operators or the audit log`);
    if (insideRoom(route, party) && route.method === 'GET' && (status === 401 || status === 403))
      found.push(`${where}: a duty of the room was refused`);
    if (addressesDonation(route) && status < 400) found.push(`${where}: served someone else's donation`);
    return found;
  }

  it('declares the room of every operator route in the one table', () => {
    expect(routes.filter(isOperatorRoute).length).toBeGreaterThanOrEqual(12);
    expect(roomsOutOfStep(routes)).toEqual([]);
  });

  it('keeps every read to its owner, for every endpoint and every party', async () => {
    const reads = routes.filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThan(20);
    expect(multipart.size).toBeGreaterThanOrEqual(2);
    for (const route of reads) for (const party of PARTY_NAMES) await call(route, party);
    const problems = calls.flatMap(violations);
    expect(problems).toEqual([]);

    // the markers are reachable by their owners, so the leak checks above are not vacuous
    const seen = (party: PartyName, what: string) => {
      const marker = parties.markers.find((m) => m.what === what)!;
      return calls.some((c) => c.party === party && c.status === 200 && c.body.includes(marker.value));
    };
    expect(seen('userA', 'userA profile phone')).toBe(true);
    expect(seen('userA', 'userA cash receipt key')).toBe(true);
    expect(seen('staff1', 'userA cash address')).toBe(true);
    expect(seen('staff2', 'userB cash address')).toBe(true);
    expect(seen('staff2', 'userA card donor name')).toBe(true);
    // docs/decisions/018: the family (A, the campaign's creator) sees who chose to be seen by the family
    // alone
    expect(seen('userA', 'userB family donor name')).toBe(true);
    expect(seen('userA', 'guest family donor name')).toBe(true);
    expect(seen('staff1', 'guest family donor name')).toBe(true);
    // the duty checks are not vacuous: each read some duty is kept out of was refused with a 403
    const keptFromSome = reads.filter((route) => OPERATOR_PARTIES.some((party) => outsideRoom(route, party)));
    const refused = calls.filter((c) => outsideRoom(c.route, c.party) && c.status === 403);
    expect(keptFromSome.length).toBeGreaterThanOrEqual(3);
    expect(new Set(refused.map((c) => routeKey(c.route)))).toEqual(new Set(keptFromSome.map(routeKey)));
    expect(seen('operator_admin', 'audit log address')).toBe(true);
    expect(seen('operator_data_protection', 'audit log user agent')).toBe(true);
    expect(seen('operator_admin', 'operator_finance e-mail')).toBe(true);
    expect(seen('operator_moderator', 'operator_moderator e-mail')).toBe(true);
    recordResult(
      'R5',
      `reads ${engine}`,
      true,
      `${reads.length} GET endpoints × ${PARTY_NAMES.length} parties`,
      Date.now() - started,
    );
  });

  it("changes nothing of A's or of either charity's by anyone else's writes, nor of B's by A's", async () => {
    const writes = routes
      .filter((route) => route.method !== 'GET')
      .sort((a, b) => lastOfAll(a) - lastOfAll(b));
    const charityIds = parties.charities.map((charity) => charity.ngo_id);
    const before = calls.length;

    // elsewhere an operator's cookie is ignored and its writes would be the guest's over again
    const guarded = writes.filter(
      (route) =>
        isOperatorRoute(route) ||
        route.path.startsWith('/api/charity/') ||
        SIGNED.test(route.path) ||
        operations.operation(route).bearer,
    );

    const aBefore = await ownedState(t.db, parties.users.userA.id, charityIds);
    for (const party of ['guest', 'staff1', 'staff2', 'userB'] as const)
      for (const route of writes) await call(route, party);
    for (const party of OPERATOR_PARTIES) for (const route of guarded) await call(route, party);
    expect(await ownedState(t.db, parties.users.userA.id, charityIds)).toEqual(aBefore);

    const bBefore = await ownedState(t.db, parties.users.userB.id, charityIds);
    for (const route of writes) await call(route, 'userA');
    expect(await ownedState(t.db, parties.users.userB.id, charityIds)).toEqual(bBefore);

    expect(calls.slice(before).flatMap(violations)).toEqual([]);
    // the admin's own reset of the bystander's factor goes through, so the refusals above are the duty's
    const reset = calls.find((c) => c.party === 'operator_admin' && c.route.path.endsWith('/factor-reset'));
    expect(reset?.status).toBe(200);
    const statuses = [...new Set(calls.slice(before).map((c) => c.status))].sort();
    recordResult(
      'R5',
      `writes ${engine}`,
      true,
      `${writes.length} write endpoints × 5 parties, ${guarded.length} of them guarded × ${OPERATOR_PARTIES.length} operators (statuses ${statuses.join(', ')}); ${calls.length} calls in all`,
      Date.now() - started,
    );
  });
});
