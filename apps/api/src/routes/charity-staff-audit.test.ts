import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cairoDay } from '../lib/cairo-time';
import { hashPassword } from '../lib/passwords';
import { issueStaffInvite } from '../services/charity/staff-tokens';
import { auditEntriesOf, withAuditRefused } from '../test/audit-entries';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { minimalPdf } from '../db/seed/document-files';
import { multipartPayload } from '../test/factories';
import {
  createLoggedInStaff,
  createPendingCash,
  createStaffWithRoles,
  type LoggedInStaff,
} from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) staff-audit-test';

describe.each(testEngines)("a charity staff member's acts in the audit log on %s", (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let staff: LoggedInStaff;
  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { cash: true });
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.call({
      method,
      url,
      headers: { ...staff.auth, 'user-agent': BROWSER },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const ofStaff = () => ({
    actor_kind: 'staff',
    actor_id: staff.id,
    ngo_id: campaign.ngo_id,
    user_agent: BROWSER,
  });
  const onDonation = (id: number) => ({ object_kind: 'donation', object_id: String(id) });

  it('records each cash-queue action once, with the status before and after, in its transaction', async () => {
    const contacted = await createPendingCash(t.db, campaign);
    expect(
      (await call('POST', `/api/charity/donations/${contacted}/contacted`, { note: 'اتصلت' })).statusCode,
    ).toBe(200);
    const collected = await createPendingCash(t.db, campaign);
    expect((await call('POST', `/api/charity/donations/${collected}/collected`)).statusCode).toBe(200);
    // the same collection again changes nothing and records nothing
    expect((await call('POST', `/api/charity/donations/${collected}/collected`)).statusCode).toBe(200);
    const failed = await createPendingCash(t.db, campaign);
    expect(
      (await call('POST', `/api/charity/donations/${failed}/failed`, { reason: 'لم يرد' })).statusCode,
    ).toBe(200);

    const entry = async (action: string, id: number) =>
      (await auditEntriesOf(t.db, action)).filter((row) => row.object_id === String(id));
    expect(await entry('charity.donation.contacted', contacted)).toEqual([
      expect.objectContaining({
        ...ofStaff(),
        ...onDonation(contacted),
        changes: { status: ['pending', 'pending'] },
      }),
    ]);
    expect(await entry('charity.donation.collected', collected)).toEqual([
      expect.objectContaining({
        ...ofStaff(),
        ...onDonation(collected),
        changes: { status: ['pending', 'confirmed'] },
      }),
    ]);
    expect(await entry('charity.donation.failed', failed)).toEqual([
      expect.objectContaining({ ...ofStaff(), changes: { status: ['pending', 'failed'] } }),
    ]);
  });

  it('leaves the donation pending when its audit entry cannot be written', async () => {
    const id = await createPendingCash(t.db, campaign);
    const answer = await withAuditRefused(t.db, 'charity.donation.cancelled', () =>
      call('POST', `/api/charity/donations/${id}/cancelled`, { reason: 'طلب المتبرع' }),
    );
    expect(answer.statusCode).toBe(500);
    const row = await t.db
      .selectFrom('donations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const events = await t.db
      .selectFrom('donation_events')
      .select('id')
      .where('donation_id', '=', id)
      .execute();
    expect(events).toEqual([]);
  });

  it('records a project’s labels before and after, and none when the project is not the charity’s', async () => {
    const before = await t.db
      .selectFrom('projects')
      .select(['sadaqa_kind', 'zakat_eligible'])
      .where('id', '=', campaign.project_id)
      .executeTakeFirstOrThrow();
    const after = {
      sadaqa_kind: before.sadaqa_kind === 'jariya' ? 'sadaqa' : 'jariya',
      zakat_eligible: before.zakat_eligible,
    };
    expect(
      (await call('PATCH', `/api/charity/projects/${campaign.project_id}/labels`, after)).statusCode,
    ).toBe(200);
    const other = await createCreatorCampaign(t.db);
    expect((await call('PATCH', `/api/charity/projects/${other.project_id}/labels`, after)).statusCode).toBe(
      404,
    );

    expect(await auditEntriesOf(t.db, 'charity.project.labelled')).toEqual([
      expect.objectContaining({
        ...ofStaff(),
        object_kind: 'project',
        object_id: String(campaign.project_id),
        changes: { sadaqa_kind: [before.sadaqa_kind, after.sadaqa_kind] },
      }),
    ]);
    // and the labels do not change when the entry cannot be written
    const refused = await withAuditRefused(t.db, 'charity.project.labelled', () =>
      call('PATCH', `/api/charity/projects/${campaign.project_id}/labels`, before),
    );
    expect(refused.statusCode).toBe(500);
    const now = await t.db
      .selectFrom('projects')
      .select('sadaqa_kind')
      .where('id', '=', campaign.project_id)
      .executeTakeFirstOrThrow();
    expect(now.sadaqa_kind).toBe(after.sadaqa_kind);
  });

  it('records a permit request, and no entry for a refused one', async () => {
    const today = cairoDay(new Date());
    // only the charity's admin asks for a permit, with its document (issue 37)
    const admin = await createStaffWithRoles(t.db, campaign.ngo_id, { admin: true });
    const form = await multipartPayload(
      {
        issuing_body: 'مديرية التضامن',
        purpose: 'كفالة الأيتام',
        starts_on: addDays(today, -1),
        ends_on: addDays(today, 90),
        permit_number: 'AUDIT-REQ-1',
      },
      { field: 'document', name: 'permit.pdf', type: 'application/pdf', bytes: minimalPdf('permit') },
    );
    const ask = () =>
      t.call({
        method: 'POST',
        url: '/api/charity/permits',
        payload: form.payload,
        headers: { ...admin.auth, ...form.headers, 'user-agent': BROWSER },
      });
    const asked = await ask();
    expect(asked.statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(409);
    expect(await auditEntriesOf(t.db, 'charity.permit.requested')).toEqual([
      expect.objectContaining({
        ...ofStaff(),
        actor_id: admin.id,
        object_kind: 'permit',
        object_id: String(asked.json().data[0].id),
      }),
    ]);
  });

  it('records the donor CSV as a read of personal data, with the file taken', async () => {
    const answer = await call('GET', '/api/charity/donations.csv?from=2025-05-20&to=2025-05-21');
    expect(answer.statusCode).toBe(200);
    expect(await auditEntriesOf(t.db, 'charity.donations.exported')).toEqual([
      expect.objectContaining({
        ...ofStaff(),
        object_kind: 'donations_csv',
        object_id: 'athar-donations-2025-05-20-2025-05-21.csv',
      }),
    ]);
  });

  it('records a staff login and a failed one (the address tried, never the password)', async () => {
    const member = await createLoggedInStaff(t.db, campaign.ngo_id);
    await t.db
      .updateTable('charity_staff')
      .set({ password_hash: await hashPassword('staff-audit-pass-1') })
      .where('id', '=', member.id)
      .execute();
    const login = (password: string) =>
      t.call({ method: 'POST', url: '/api/charity/auth/login', payload: { email: member.email, password } });
    expect((await login('not-the-password')).statusCode).toBe(400);
    expect((await login('staff-audit-pass-1')).statusCode).toBe(200);

    const failed = (await auditEntriesOf(t.db, 'staff.login.failed')).filter(
      (row) => row.actor_label === member.email,
    );
    expect(failed).toEqual([
      expect.objectContaining({ actor_kind: 'anonymous', actor_id: null, ngo_id: campaign.ngo_id }),
    ]);
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
    const succeeded = (await auditEntriesOf(t.db, 'staff.login.succeeded')).filter(
      (row) => row.actor_id === member.id,
    );
    expect(succeeded).toEqual([expect.objectContaining({ actor_kind: 'staff', ngo_id: campaign.ngo_id })]);
  });

  it('records a password chosen from an invitation, without the password or its hash', async () => {
    const member = await createLoggedInStaff(t.db, campaign.ngo_id);
    const token = await issueStaffInvite(t.db, member.id);
    const set = await t.call({
      method: 'POST',
      url: `/api/charity/auth/set-password?token=${token}`,
      payload: { password: 'chosen-staff-pass-9' },
    });
    expect(set.statusCode).toBe(200);
    const entries = (await auditEntriesOf(t.db, 'staff.password.set')).filter(
      (row) => row.object_id === String(member.id),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actor_kind: 'staff',
        actor_id: member.id,
        ngo_id: campaign.ngo_id,
        changes: {},
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('chosen-staff-pass-9');
  });
});
