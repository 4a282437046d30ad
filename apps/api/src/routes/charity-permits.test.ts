import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCharity, createPermit, type TestCharity } from '../test/charity-factories';
import { createLoggedInUser } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { minimalPdf } from '../db/seed/document-files';
import { multipartPayload } from '../test/factories';
import { createStaffWithRoles, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const TODAY = cairoDay(new Date());

describe.each(testEngines)('charity staff permits on %s', (engine) => {
  let t: TestApp;
  let a: TestCharity;
  let b: TestCharity;
  let staffA: LoggedInStaff;
  let staffB: LoggedInStaff;
  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await createCharity(t.db, { permit: false });
    b = await createCharity(t.db, { permit: false });
    staffA = await createStaffWithRoles(t.db, a.id, { admin: true });
    staffB = await createStaffWithRoles(t.db, b.id, { admin: true });
  });
  afterAll(() => t.close());

  const list = async (staff: LoggedInStaff): Promise<PermitRecord[]> => {
    const response = await t.call({ method: 'GET', url: '/api/charity/permits', headers: staff.auth });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  /** The console's multipart request: the fields and the permit's document (a real PDF unless told). */
  const request = async (
    staff: LoggedInStaff,
    fields: Record<string, string>,
    document: Buffer | null = minimalPdf('permit'),
  ) => {
    const form = await multipartPayload(
      fields,
      document
        ? { field: 'document', name: 'permit.pdf', type: 'application/pdf', bytes: document }
        : undefined,
    );
    return t.call({
      method: 'POST',
      url: '/api/charity/permits',
      ...form,
      headers: { ...staff.auth, ...form.headers },
    });
  };
  const body = (overrides: Record<string, string> = {}): Record<string, string> => ({
    permit_number: `REQ-${Math.random().toString(36).slice(2, 10)}`,
    issuing_body: 'مديرية التضامن الاجتماعي بالجيزة',
    purpose: 'كفالة الأيتام وسقيا الماء',
    starts_on: addDays(TODAY, -5),
    ends_on: addDays(TODAY, 200),
    ...overrides,
  });

  it("lists only the staff member's own charity's permits, with status and whether in force today", async () => {
    const current = await createPermit(t.db, a, {
      starts_on: addDays(TODAY, -30),
      ends_on: addDays(TODAY, 10),
    });
    const ended = await createPermit(t.db, a, {
      starts_on: addDays(TODAY, -200),
      ends_on: addDays(TODAY, -31),
    });
    const revoked = await createPermit(t.db, a, { revoked: true });
    const offB = await createPermit(t.db, b);

    const permits = await list(staffA);
    const byId = new Map(permits.map((permit) => [permit.id, permit]));
    expect(byId.get(current.id)).toMatchObject({ status: 'approved', in_force_today: true, scope: 'online' });
    expect(byId.get(ended.id)).toMatchObject({ status: 'approved', in_force_today: false });
    expect(byId.get(revoked.id)).toMatchObject({ status: 'revoked', in_force_today: false });
    expect(byId.has(offB.id)).toBe(false);
    expect(permits.every((permit) => permit.ngo_id === a.id)).toBe(true);
    // the latest ending first
    const ends = permits.map((permit) => permit.ends_on);
    expect([...ends].sort().reverse()).toEqual(ends);

    expect((await list(staffB)).map((permit) => permit.id)).toEqual([offB.id]);
  });

  it('requests a permit for their own charity only, which the operator then approves', async () => {
    const asked = body({ ngo_id: String(b.id), scope: 'online' });
    const response = await request(staffA, asked);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 1,
      message: permitMessages.requested,
      data: [
        { status: 'requested', in_force_today: false, ngo_id: a.id, permit_number: asked.permit_number },
      ],
    });
    const id: number = response.json().data[0].id;
    const row = await t.db
      .selectFrom('charity_permits')
      .select(['ngo_id', 'requested_by', 'decided_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ ngo_id: a.id, requested_by: staffA.id, decided_at: null });
    expect((await list(staffB)).some((permit) => permit.id === id)).toBe(false);

    const approved = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/charity/permits/${id}/approve`,
    });
    expect(approved.statusCode).toBe(200);
    expect((await list(staffA)).find((permit) => permit.id === id)).toMatchObject({
      status: 'approved',
      in_force_today: true,
    });
  });

  it('refuses bad requests with Arabic messages', async () => {
    const taken = body();
    expect((await request(staffA, taken)).statusCode).toBe(200);
    const duplicate = await request(staffA, taken);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(permitMessages.duplicateNumber);
    // the same number at another charity is theirs to have
    expect((await request(staffB, taken)).statusCode).toBe(200);

    const cases: [Record<string, string>, string][] = [
      [{ purpose: 'x' }, permitMessages.purposeInvalid],
      [{ ends_on: '2026-02-29' }, permitMessages.dayInvalid],
      [{ starts_on: addDays(TODAY, 10), ends_on: addDays(TODAY, 9) }, permitMessages.endsBeforeStart],
      [{ starts_on: TODAY, ends_on: addDays(TODAY, 400) }, permitMessages.longerThanYear],
      [{ starts_on: addDays(TODAY, -100), ends_on: addDays(TODAY, -1) }, permitMessages.endedAlready],
      [{ issuing_body: '' }, permitMessages.issuingBodyInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await request(staffA, body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const answer = response.json();
      expect([answer.message, ...Object.values(answer.errors ?? {})]).toContain(message);
    }
  });

  it('answers 401 without a staff session, also to a visitor', async () => {
    const visitor = await createLoggedInUser(t.db);
    for (const headers of [{}, visitor.auth]) {
      expect((await t.call({ method: 'GET', url: '/api/charity/permits', headers })).statusCode).toBe(401);
      const form = await multipartPayload(body());
      const posted = await t.call({
        method: 'POST',
        url: '/api/charity/permits',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      expect(posted.statusCode).toBe(401);
    }
  });
});
