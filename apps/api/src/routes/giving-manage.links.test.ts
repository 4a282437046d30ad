import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingMessages, givingUnitMessages } from '@athar/contract/giving/giving-messages';
import { renewScheduleLinkEndpoint, scheduleView } from '@athar/contract/giving/schedules';
import { legacyScheduleToken, scheduleLinkKey } from '../lib/schedule-links';
import { issueManageToken, MANAGE_LINK_TTL_MS } from '../services/giving/manage-links';
import { manageLinkOf } from '../services/giving/manage-links.test-support';
import { composeMail } from '../services/mail-outbox/compose-mail';
import { outboxMail } from '../services/mail-outbox/outbox-mail';
import { renderMail } from '../services/mail-template';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createSchedule } from '../test/giving-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const DAY = 24 * 60 * 60_000;

/**
 * Issue 34, hole 4 (docs/decisions/027): a schedule's self-service link is a random token stored hashed
 * that expires; every schedule mail carries a fresh one; an expired one says so and may have a new one
 * mailed to the schedule's own address; every change of the nightly amount is mailed. Before, one
 * never-expiring `g.<id>.<hmac>` link stood in every mail and a change of amount was told to no one.
 */
describe.each(testEngines)('the self-service links of a giving schedule on %s (issue 34)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { title: 'سعاد إبراهيم' });
  });
  afterAll(() => t.close());

  // each call from its own address, so the per-address limits stay out of the way
  const call = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ remoteAddress: `10.34.${Math.floor(++address / 250)}.${address % 250}`, ...options });
  const open = (id: number, token: string) =>
    call({ method: 'GET', url: `/api/giving-schedules/manage?id=${id}&token=${encodeURIComponent(token)}` });
  const act = (id: number, token: string, action: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/giving-schedules/manage', payload: { id, token, ...action } });
  const renew = (id: number, token: string, extra: Record<string, unknown> = {}) =>
    call({ method: 'POST', url: renewScheduleLinkEndpoint.path, payload: { id, token, ...extra } });
  const stored = (id: number) =>
    t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const queued = async (kind: 'schedule_link' | 'schedule_amount_changed', id: number) =>
    (await t.db.selectFrom('mail_outbox').select('payload').where('kind', '=', kind).execute())
      .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
      .filter((payload: { schedule_id: number }) => payload.schedule_id === id);
  const compose = (kind: string, payload: unknown) =>
    composeMail(t.db, t.config.PUBLIC_URL, outboxMail.parse({ kind, payload }), undefined, undefined, {
      key: scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET),
      clock: t.app.clock,
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  /** a link issued `daysAgo` days ago, as a mail of then carried it */
  const issuedAgo = (id: number, daysAgo: number) =>
    issueManageToken(t.db, id, new Date(Date.now() - daysAgo * DAY));

  it('puts a fresh link that opens only its schedule in every mail, kept as a hash, for 30 days', async () => {
    const id = await createSchedule(t.db, campaign, { email: 'souad.family@example.com' });
    const first = (await compose('schedule_started', { schedule_id: id }))!.action!.url;
    const second = (await compose('schedule_started', { schedule_id: id }))!.action!.url;
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    expect(tokenOf(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const url of [first, second]) {
      expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, url)).toMatchObject({
        scheduleId: id,
        state: 'open',
      });
      expect((await open(id, tokenOf(url))).statusCode).toBe(200);
    }
    // only the hash is kept, with its schedule and a 30-day expiry
    const rows = await t.db
      .selectFrom('giving_schedule_links')
      .selectAll()
      .where('schedule_id', '=', id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(first));
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Math.abs(row.expires_at.getTime() - Date.now() - MANAGE_LINK_TTL_MS)).toBeLessThan(60_000);
    }
    // a link of one schedule never opens another, whose id is put in its place
    const other = await createSchedule(t.db, campaign);
    expect((await open(other, tokenOf(first))).statusCode).toBe(404);
  });

  it('says in Arabic that an expired link expired (410), and changes nothing through it', async () => {
    const id = await createSchedule(t.db, campaign);
    const expired = await issuedAgo(id, 31);
    const seen = await open(id, expired);
    expect(seen.statusCode).toBe(410);
    expect(seen.json().message).toBe(givingMessages.linkExpired);
    for (const action of [
      { action: 'cancel', version: 1 },
      { action: 'amount', amount: 100_000, version: 1 },
      { action: 'pause', version: 1 },
    ]) {
      const refused = await act(id, expired, action);
      expect(refused.statusCode, action.action).toBe(410);
      expect(refused.json().message).toBe(givingMessages.linkExpired);
    }
    expect(await stored(id)).toMatchObject({ status: 'active', amount: 20_000, version: 1 });
    // a link of 29 days still opens; the old never-expiring form reads as expired
    expect((await open(id, await issuedAgo(id, 29))).statusCode).toBe(200);
    const legacy = legacyScheduleToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id);
    expect((await open(id, legacy)).statusCode).toBe(410);
    expect((await act(id, legacy, { action: 'cancel', version: 1 })).statusCode).toBe(410);
    expect((await stored(id)).status).toBe('active');
  });

  it('mails a new link to the schedule’s own address when an expired one asks, never to another', async () => {
    const id = await createSchedule(t.db, campaign, { email: 'souad.son@example.com' });
    const expired = await issuedAgo(id, 40);
    const renewed = await renew(id, expired, { email: 'stranger@example.com' });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toBe(givingMessages.linkRenewed);
    expect(renewed.body).not.toContain('souad.son');
    expect(await queued('schedule_link', id)).toEqual([{ schedule_id: id }]);
    const mail = (await compose('schedule_link', { schedule_id: id }))!;
    expect(mail.to).toBe('souad.son@example.com');
    expect(renderMail(mail).text).toContain('رابط جديد لإدارة تبرعك المجدول');
    expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, mail.action!.url)).toMatchObject({
      scheduleId: id,
      state: 'open',
    });
    expect((await open(id, tokenOf(mail.action!.url))).statusCode).toBe(200);
    // the old form of link may ask too
    const legacy = legacyScheduleToken(scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET), id);
    expect((await renew(id, legacy)).statusCode).toBe(200);
  });

  it('mails nothing for a link of nothing, nor for another schedule’s link (404)', async () => {
    const mine = await createSchedule(t.db, campaign);
    const theirs = await createSchedule(t.db, campaign);
    const key = scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET);
    for (const token of [
      await issuedAgo(theirs, 40),
      await issuedAgo(theirs, 1),
      legacyScheduleToken(key, theirs),
      legacyScheduleToken(scheduleLinkKey('another-server-secret-of-32-chars!'), mine),
      'A'.repeat(43),
      `g.${mine}.nope`,
    ]) {
      const refused = await renew(mine, token);
      expect(refused.statusCode, token).toBe(404);
      expect(refused.json().message).toBe(givingMessages.scheduleNotFound);
    }
    expect(await queued('schedule_link', mine)).toEqual([]);
    // a schedule that does not exist, with a well-made old link
    expect((await renew(99_999_999, legacyScheduleToken(key, 99_999_999))).statusCode).toBe(404);
  });

  it('mails a schedule’s address a new link at most 3 times an hour, whoever asks', async () => {
    const id = await createSchedule(t.db, campaign);
    const expired = await issuedAgo(id, 31);
    for (let n = 0; n < 3; n++) expect((await renew(id, expired)).statusCode).toBe(200);
    const limited = await renew(id, expired);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(givingMessages.renewLimited);
    expect(await queued('schedule_link', id)).toHaveLength(3);
    // another family member's schedule at the same address is not held back by it
    const sibling = await createSchedule(t.db, campaign);
    expect((await renew(sibling, await issuedAgo(sibling, 31))).statusCode).toBe(200);
  });

  it('mails every change of the nightly amount, from what to what, with a fresh link', async () => {
    const id = await createSchedule(t.db, campaign, { amount: 50_000, email: 'souad.daughter@example.com' });
    const token = await issuedAgo(id, 1);
    const lowered = await act(id, token, { action: 'amount', amount: 300, version: 1 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().message).toBe(givingUnitMessages.day.amountChanged);
    expect(scheduleView.parse(lowered.json().data)).toMatchObject({
      amount_piasters: 30_000,
      raise_piasters: null,
    });
    expect(lowered.json().data.setup_token).toBeNull();
    // back up to what the card was verified for: at once, and mailed too
    const raisedBack = await act(id, token, { action: 'amount', amount: 500, version: 2 });
    expect(raisedBack.json().data).toMatchObject({ amount_piasters: 50_000, setup_token: null });
    expect(await queued('schedule_amount_changed', id)).toEqual([
      { schedule_id: id, from: 50_000, to: 30_000, verified: false },
      { schedule_id: id, from: 30_000, to: 50_000, verified: false },
    ]);
    const mail = (await compose('schedule_amount_changed', {
      schedule_id: id,
      from: 50_000,
      to: 30_000,
      verified: false,
    }))!;
    expect(mail.to).toBe('souad.daughter@example.com');
    const { text } = renderMail(mail);
    expect(text).toContain('من 500 ج.م إلى 300 ج.م');
    expect(await manageLinkOf(t.db, t.config.PAY_WEBHOOK_SECRET, mail.action!.url)).toMatchObject({
      scheduleId: id,
      state: 'open',
    });
  });
  it('tells the donor of a raise above the verified amount at once, and changes nothing until the bank verifies', async () => {
    const id = await createSchedule(t.db, campaign, { amount: 20_000, email: 'souad.grandson@example.com' });
    const token = await issuedAgo(id, 1);
    const asked = await act(id, token, { action: 'amount', amount: 100_000, version: 1 });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(givingMessages.raiseNeedsVerification);
    expect(asked.json().data).toMatchObject({ amount_piasters: 20_000, raise_piasters: 10_000_000 });
    expect(await stored(id)).toMatchObject({
      amount: 20_000,
      verified_amount: 20_000,
      raise_amount: 10_000_000,
    });
    const payload = { schedule_id: id, from: 20_000, to: 10_000_000, verified: false, asked: true };
    expect(await queued('schedule_amount_changed', id)).toEqual([payload]);
    const mail = (await compose('schedule_amount_changed', payload))!;
    expect(mail.to).toBe('souad.grandson@example.com');
    const { text } = renderMail(mail);
    expect(text).toContain('من 200 ج.م إلى 100,000 ج.م');
    expect(text).toContain('لا يُخصم من بطاقتك أكثر من 200 ج.م');
    // the same raise asked again (the page opened anew) is not mailed again
    expect((await act(id, token, { action: 'amount', amount: 100_000, version: 2 })).statusCode).toBe(200);
    expect(await queued('schedule_amount_changed', id)).toHaveLength(1);
    // taken back: the amount as it was, nothing more to tell
    const back = await act(id, token, { action: 'amount', amount: 200, version: 2 });
    expect(back.json().data).toMatchObject({
      amount_piasters: 20_000,
      raise_piasters: null,
      setup_token: null,
    });
    expect(await queued('schedule_amount_changed', id)).toHaveLength(1);
  });

  it('takes raises sent at once one after another: one raise waits, the verified amount charged', async () => {
    const id = await createSchedule(t.db, campaign, { amount: 20_000 });
    const token = await issuedAgo(id, 1);
    const amounts = [100_000, 100_000, 50_000, 1_000, 150];
    const answers = await Promise.all(
      amounts.map((amount) => act(id, token, { action: 'amount', amount, version: 1 })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(),
    ).toBe(true);
    expect(answers.some((answer) => answer.statusCode === 500)).toBe(false);
    const row = await stored(id);
    // whatever won, nothing above the verified amount is charged; the version moved once
    expect(Number(row.amount)).toBeLessThanOrEqual(20_000);
    expect(row.verified_amount).toBe(20_000);
    expect(row.version).toBe(2);
    const mails = await queued('schedule_amount_changed', id);
    expect(mails).toHaveLength(1);
    const won = answers.find((answer) => answer.statusCode === 200 && answer.json().data.version === 2)!;
    if (row.raise_amount !== null) {
      expect(mails[0]).toMatchObject({ to: Number(row.raise_amount), asked: true });
      expect(won.json().data.setup_token).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
    } else {
      expect(mails[0]).toEqual({ schedule_id: id, from: 20_000, to: 15_000, verified: false });
    }
    // a lower amount needs no verification: applied at once whatever waited
    const lowered = await act(id, token, { action: 'amount', amount: 120, version: 2 });
    expect(lowered.json().data).toMatchObject({
      amount_piasters: 12_000,
      raise_piasters: null,
      setup_token: null,
    });
  });
});
