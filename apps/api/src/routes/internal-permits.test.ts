import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import { apiMessages } from '@athar/contract/messages';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCharity, createPermit, type TestCharity } from '../test/charity-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const TODAY = cairoDay(new Date());

describe.each(oneEngine)('operator permit and register calls on %s', (engine) => {
  let t: TestApp;
  let charity: TestCharity;
  beforeAll(async () => {
    t = await createTestApp(engine);
    charity = await createCharity(t.db, { permit: false });
  });
  afterAll(() => t.close());

  const signed = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method, url, payload });
  const add = (payload: Record<string, unknown>) => signed('POST', '/api/internal/charity/permits', payload);
  const list = (ngoId: number) => signed('GET', `/api/internal/charity/permits?ngo_id=${ngoId}`);
  const permitBody = (overrides: Record<string, unknown> = {}) => ({
    ngo_id: charity.id,
    permit_number: `OP-${Math.random().toString(36).slice(2, 10)}`,
    issuing_body: 'وزارة التضامن الاجتماعي',
    starts_on: addDays(TODAY, -10),
    ends_on: addDays(TODAY, 100),
    ...overrides,
  });

  it('adds an approved online permit in force today, and lists it', async () => {
    const body = permitBody();
    const added = await add(body);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ status: 1, message: permitMessages.added });
    const permit = added.json().data[0];
    expect(permit).toMatchObject({
      ngo_id: charity.id,
      permit_number: body.permit_number,
      starts_on: body.starts_on,
      ends_on: body.ends_on,
      scope: 'online',
      status: 'approved',
      in_force_today: true,
      revoked_at: null,
    });
    expect(permit.decided_at).not.toBeNull();

    const listed = await list(charity.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(permit.id);
    expect((await list(999_999)).statusCode).toBe(404);
  });

  it('refuses a duplicate number with 409 and bad dates with Arabic messages, never a 500', async () => {
    const body = permitBody({ scope: 'offline' });
    expect((await add(body)).statusCode).toBe(200);
    const again = await add({ ...body, issuing_body: 'جهة أخرى' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 0, message: permitMessages.duplicateNumber });

    const cases: [Record<string, unknown>, string][] = [
      [{ starts_on: '2026-02-30' }, permitMessages.dayInvalid],
      [{ ends_on: '2026-13-01' }, permitMessages.dayInvalid],
      [{ starts_on: '2026/01/01' }, permitMessages.dayInvalid],
      [{ starts_on: '2026-05-10', ends_on: '2026-05-09' }, permitMessages.endsBeforeStart],
      // 12 months to the day is one day too many; the day before is the longest
      [{ starts_on: '2026-01-31', ends_on: '2027-01-31' }, permitMessages.longerThanYear],
      [{ permit_number: 'رقم عربي' }, permitMessages.numberInvalid],
      [{ issuing_body: 'و' }, permitMessages.issuingBodyInvalid],
      [{ scope: 'everywhere' }, permitMessages.scopeInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await add(permitBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const answer = response.json();
      expect([answer.message, ...Object.values(answer.errors ?? {})]).toContain(message);
    }
    const longest = await add(permitBody({ starts_on: '2026-01-31', ends_on: '2027-01-30' }));
    expect(longest.statusCode).toBe(200);
    const leap = await add(permitBody({ starts_on: '2024-02-29', ends_on: '2025-02-27' }));
    expect(leap.statusCode).toBe(200);
    const unknown = await add(permitBody({ ngo_id: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.ngoNotFound);
  });

  it('approves or rejects a request once, and revokes an approved permit once', async () => {
    const requested = await createPermit(t.db, charity, { status: 'requested' });
    const other = await createPermit(t.db, charity, { status: 'requested' });
    const decide = (id: number, decision: string) =>
      signed('POST', `/api/internal/charity/permits/${id}/${decision}`);

    const approved = await decide(requested.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: permitMessages.approved,
      data: [{ id: requested.id, status: 'approved', in_force_today: true }],
    });
    const twice = await decide(requested.id, 'reject');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(permitMessages.notRequested);

    const rejected = await decide(other.id, 'reject');
    expect(rejected.json()).toMatchObject({ data: [{ status: 'rejected', in_force_today: false }] });
    expect((await decide(other.id, 'revoke')).json().message).toBe(permitMessages.notRevocable);

    const revoked = await decide(requested.id, 'revoke');
    expect(revoked.json()).toMatchObject({
      message: permitMessages.revoked,
      data: [{ status: 'revoked', in_force_today: false }],
    });
    const row = await t.db
      .selectFrom('charity_permits')
      .select(['revoked_at', 'status'])
      .where('id', '=', requested.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    expect(row.revoked_at).not.toBeNull();
    expect((await decide(requested.id, 'revoke')).statusCode).toBe(409);

    const missing = await decide(999_999, 'approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(permitMessages.permitNotFound);
  });

  it('sets the legal name and registration number', async () => {
    const response = await signed('POST', '/api/internal/charity/register', {
      ngo_id: charity.id,
      legal_name: ' جمعية الأمل الخيرية ',
      registration_number: '1234/2019',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: permitMessages.registered,
      data: [{ ngo_id: charity.id, legal_name: 'جمعية الأمل الخيرية', registration_number: '1234/2019' }],
    });
    const bad = await signed('POST', '/api/internal/charity/register', {
      ngo_id: charity.id,
      legal_name: 'ج',
      registration_number: 'رقم',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().errors ?? {})).toEqual(
      expect.arrayContaining([permitMessages.legalNameInvalid, permitMessages.registrationInvalid]),
    );
    const unknown = await signed('POST', '/api/internal/charity/register', {
      ngo_id: 999_999,
      legal_name: 'جمعية',
      registration_number: '1',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses unsigned, wrongly signed, re-aimed and replayed calls', async () => {
    const body = permitBody();
    const unsigned = await t.call({ method: 'POST', url: '/api/internal/charity/permits', payload: body });
    expect(unsigned.statusCode).toBe(401);
    const forged = await signedCall(t, 'not-the-secret-at-all-not-the-secret', {
      method: 'POST',
      url: '/api/internal/charity/permits',
      payload: body,
    });
    expect(forged.statusCode).toBe(401);

    const permit = await createPermit(t.db, charity, { status: 'requested' });
    const other = await createPermit(t.db, charity, { status: 'requested' });
    // a signature for approving one permit, sent to reject it or to approve another
    const signature = signRequest(t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      path: `/api/internal/charity/permits/${permit.id}/approve`,
      body: '',
    });
    for (const url of [
      `/api/internal/charity/permits/${permit.id}/reject`,
      `/api/internal/charity/permits/${other.id}/approve`,
    ]) {
      const reaimed = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method: 'POST', url, signature });
      expect(reaimed.statusCode).toBe(401);
    }
    const url = `/api/internal/charity/permits/${permit.id}/approve`;
    expect(
      (await signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method: 'POST', url, signature })).statusCode,
    ).toBe(200);
    const replayed = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method: 'POST', url, signature });
    expect(replayed.statusCode).toBe(401);
    // a list signed for one charity, asked for another
    const listSignature = signRequest(t.config.PAY_WEBHOOK_SECRET, {
      method: 'GET',
      path: `/api/internal/charity/permits?ngo_id=${charity.id}`,
      body: '',
    });
    const otherList = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'GET',
      url: `/api/internal/charity/permits?ngo_id=${charity.id + 1}`,
      signature: listSignature,
    });
    expect(otherList.statusCode).toBe(401);
    const statuses = await t.db
      .selectFrom('charity_permits')
      .select(['id', 'status'])
      .where('id', 'in', [permit.id, other.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'requested']);
  });
});
