import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharityAuditPage } from '@athar/contract/charity/audit';
import { recordAudit } from '../services/audit/audit-trail';
import { createCharity, type TestCharity } from '../test/charity-factories';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

describe.each(testEngines)("a charity's slice of the audit log on %s", (engine) => {
  let t: TestApp;
  let mine: TestCharity;
  let theirs: TestCharity;
  let staff: LoggedInStaff;
  let otherStaff: LoggedInStaff;
  beforeAll(async () => {
    t = await createTestApp(engine);
    mine = await createCharity(t.db, { permit: false });
    theirs = await createCharity(t.db, { permit: false });
    staff = await createLoggedInStaff(t.db, mine.id);
    otherStaff = await createLoggedInStaff(t.db, theirs.id);
    const ofStaff = (member: LoggedInStaff, action: string, objectId: number) =>
      recordAudit(t.db, {
        actor_kind: 'staff',
        actor_id: member.id,
        ngo_id: member.ngoId,
        action,
        object_kind: 'donation',
        object_id: objectId,
      });
    await ofStaff(staff, 'charity.donation.contacted', 501);
    await ofStaff(otherStaff, 'charity.donation.collected', 502);
    await ofStaff(staff, 'charity.donation.collected', 503);
    await recordAudit(t.db, { actor_kind: 'operator', actor_id: 1, action: 'operator.login.password' });
    await ofStaff(otherStaff, 'charity.donation.contacted', 504);
    await ofStaff(staff, 'charity.donation.failed', 505);
  });
  afterAll(() => t.close());

  const page = async (member: LoggedInStaff, query = ''): Promise<CharityAuditPage> => {
    const answer = await t.call({ method: 'GET', url: `/api/charity/audit${query}`, headers: member.auth });
    expect(answer.statusCode).toBe(200);
    return answer.json().data[0];
  };

  it("lists only the staff member's charity's entries, newest first, in keyset pages", async () => {
    const first = await page(staff, '?limit=2');
    expect(first.entries.map((entry) => entry.object_id)).toEqual(['505', '503']);
    expect(first.entries[0]).toMatchObject({
      actor_kind: 'staff',
      actor_id: staff.id,
      action: 'charity.donation.failed',
    });
    expect(first.entries[0]).not.toHaveProperty('ngo_id');
    const second = await page(staff, `?limit=2&before=${first.next_before}`);
    expect(second.entries.map((entry) => entry.object_id)).toEqual(['501']);
    expect(second.next_before).toBeNull();
    expect((await page(otherStaff)).entries.map((entry) => entry.object_id)).toEqual(['504', '502']);
  });

  it('keeps to the slice whatever the filters ask', async () => {
    const collected = await page(staff, '?action=charity.donation.collected');
    expect(collected.entries.map((entry) => entry.object_id)).toEqual(['503']);
    expect((await page(staff, '?object_kind=donation&object_id=502')).entries).toEqual([]);
    expect((await page(staff, '?actor_kind=operator')).entries).toEqual([]);
    // the operator's filter by actor is not offered here
    const byActor = await page(staff, `?actor_id=${otherStaff.id}`);
    expect(byActor.entries.map((entry) => entry.object_id)).toEqual(['505', '503', '501']);
  });

  it('refuses a call without a staff session, and a bad filter with a 400', async () => {
    expect((await t.call({ method: 'GET', url: '/api/charity/audit' })).statusCode).toBe(401);
    const bad = await t.call({
      method: 'GET',
      url: '/api/charity/audit?from=yesterday',
      headers: staff.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
