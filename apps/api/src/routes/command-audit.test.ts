import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cairoDay } from '../lib/cairo-time';
import { auditEntriesOf, withAuditRefused } from '../test/audit-entries';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity, createPermit, type TestCharity } from '../test/charity-factories';
import { createDonation } from '../test/donation-factories';
import { FACTORY_PASSWORD, createLoggedInUser, createUser, uniqueEmail } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const TODAY = cairoDay(new Date());

describe.each(testEngines)('signed commands and visitors in the audit log on %s', (engine) => {
  let t: TestApp;
  let charity: TestCharity;
  let campaign: CreatorCampaign;
  beforeAll(async () => {
    t = await createTestApp(engine);
    charity = await createCharity(t.db, { permit: false });
    campaign = await createCreatorCampaign(t.db, { cash: true, card: true });
  });
  afterAll(() => t.close());

  const signed = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method, url, payload });
  const donation = (type: 'cash' | 'card') =>
    createDonation(t.db, campaign, { type, amount: 25_000, donor: 'سارة عادل', msisdn: '01012345678' });
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('donations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('records a permit added and revoked as commands of that charity, in their transactions', async () => {
    const added = await signed('POST', '/api/internal/charity/permits', {
      ngo_id: charity.id,
      permit_number: 'CMD-AUDIT-1',
      issuing_body: 'وزارة التضامن الاجتماعي',
      starts_on: addDays(TODAY, -10),
      ends_on: addDays(TODAY, 100),
    });
    expect(added.statusCode).toBe(200);
    const permitId = added.json().data[0].id as number;
    const onPermit = {
      actor_kind: 'command',
      actor_id: null,
      object_kind: 'permit',
      object_id: String(permitId),
    };
    expect(await auditEntriesOf(t.db, 'command.permit.added')).toEqual([
      expect.objectContaining({ ...onPermit, ngo_id: charity.id }),
    ]);

    // a revocation whose entry cannot be written leaves the permit in force
    const refused = await withAuditRefused(t.db, 'command.permit.revoked', () =>
      signed('POST', `/api/internal/charity/permits/${permitId}/revoke`),
    );
    expect(refused.statusCode).toBe(500);
    const row = await t.db
      .selectFrom('charity_permits')
      .select('revoked_at')
      .where('id', '=', permitId)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();

    expect((await signed('POST', `/api/internal/charity/permits/${permitId}/revoke`)).statusCode).toBe(200);
    expect((await signed('POST', `/api/internal/charity/permits/${permitId}/revoke`)).statusCode).toBe(409);
    expect(await auditEntriesOf(t.db, 'command.permit.revoked')).toEqual([
      expect.objectContaining({
        ...onPermit,
        ngo_id: charity.id,
        changes: { status: ['approved', 'revoked'] },
      }),
    ]);
  });

  it('records a request approved by command', async () => {
    const permit = await createPermit(t.db, charity, { status: 'requested' });
    expect((await signed('POST', `/api/internal/charity/permits/${permit.id}/approve`)).statusCode).toBe(200);
    expect(await auditEntriesOf(t.db, 'command.permit.approved')).toEqual([
      expect.objectContaining({
        object_id: String(permit.id),
        changes: { status: ['requested', 'approved'] },
      }),
    ]);
  });

  it('records the staff member a command invited, in that charity’s slice', async () => {
    const email = uniqueEmail('invited');
    const added = await signed('POST', '/api/internal/charity/staff', {
      ngo_id: charity.id,
      email,
      name: 'منى حسن',
    });
    expect(added.statusCode).toBe(200);
    expect(await auditEntriesOf(t.db, 'command.staff.invited')).toEqual([
      expect.objectContaining({
        actor_kind: 'command',
        object_kind: 'staff',
        object_id: String(added.json().data[0].id),
        ngo_id: charity.id,
      }),
    ]);
  });

  it('records a Hijri correction set with its shift before and after', async () => {
    const set = await signed('POST', '/api/internal/hijri/corrections', {
      hijri_year: 1446,
      hijri_month: 9,
      shift: 1,
    });
    expect(set.statusCode).toBe(200);
    expect(await auditEntriesOf(t.db, 'command.hijri.correction_set')).toEqual([
      expect.objectContaining({
        actor_kind: 'command',
        object_kind: 'hijri_month',
        object_id: '1446-9',
        ngo_id: null,
        changes: { shift: [null, 1] },
      }),
    ]);
  });

  it('records `npm run cash` confirm and fail as commands, and not the payment host’s card confirmation', async () => {
    const confirmed = await donation('cash');
    expect((await signed('POST', `/api/internal/donations/${confirmed}/confirm`, {})).statusCode).toBe(200);
    expect((await signed('POST', `/api/internal/donations/${confirmed}/confirm`, {})).statusCode).toBe(200);
    const failed = await donation('cash');
    expect(
      (await signed('POST', `/api/internal/donations/${failed}/fail`, { status: 'failed' })).statusCode,
    ).toBe(200);
    const card = await donation('card');
    expect(
      (await signed('POST', `/api/internal/donations/${card}/fail`, { status: 'failed' })).statusCode,
    ).toBe(200);

    expect(await auditEntriesOf(t.db, 'command.donation.confirmed')).toEqual([
      expect.objectContaining({
        actor_kind: 'command',
        object_id: String(confirmed),
        ngo_id: campaign.ngo_id,
        changes: { status: ['pending', 'confirmed'] },
      }),
    ]);
    expect(await auditEntriesOf(t.db, 'command.donation.failed')).toEqual([
      expect.objectContaining({ object_id: String(failed), changes: { status: ['pending', 'failed'] } }),
    ]);

    // a cash failure whose entry cannot be written leaves the donation pending
    const kept = await donation('cash');
    const refused = await withAuditRefused(t.db, 'command.donation.failed', () =>
      signed('POST', `/api/internal/donations/${kept}/fail`, { status: 'failed' }),
    );
    expect(refused.statusCode).toBe(500);
    expect(await statusOf(kept)).toBe('pending');
  });

  it('records a visitor’s login, a failed one with the address tried, the data export and the deletion', async () => {
    const user = await createUser(t.db, { email: uniqueEmail('visitor') });
    const login = (password: string) =>
      t.call({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    expect((await login('wrong-password-1')).statusCode).toBe(400);
    expect((await login(FACTORY_PASSWORD)).statusCode).toBe(200);
    const failed = (await auditEntriesOf(t.db, 'user.login.failed')).filter(
      (e) => e.actor_label === user.email,
    );
    expect(failed).toEqual([expect.objectContaining({ actor_kind: 'anonymous', actor_id: null })]);
    expect(JSON.stringify(failed)).not.toContain('wrong-password-1');
    const succeeded = (await auditEntriesOf(t.db, 'user.login.succeeded')).filter(
      (e) => e.actor_id === user.id,
    );
    expect(succeeded).toEqual([expect.objectContaining({ actor_kind: 'user' })]);

    const visitor = await createLoggedInUser(t.db, { email: uniqueEmail('leaving'), user_name: 'هالة سمير' });
    expect(
      (await t.call({ method: 'GET', url: '/api/users/export', headers: visitor.auth })).statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/api/users', headers: visitor.auth })).statusCode).toBe(
      200,
    );
    const ofVisitor = {
      actor_kind: 'user',
      actor_id: visitor.id,
      object_kind: 'user',
      object_id: String(visitor.id),
    };
    expect(
      (await auditEntriesOf(t.db, 'user.data_exported')).filter((e) => e.actor_id === visitor.id),
    ).toEqual([expect.objectContaining(ofVisitor)]);
    const deleted = (await auditEntriesOf(t.db, 'user.deleted')).filter((e) => e.actor_id === visitor.id);
    expect(deleted).toEqual([expect.objectContaining({ ...ofVisitor, actor_label: null, changes: {} })]);
    expect(JSON.stringify(deleted)).not.toMatch(/هالة|leaving/);
  });
});
