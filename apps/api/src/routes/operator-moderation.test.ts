import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { paymentDonation } from '@athar/contract/internal/payment-donation';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { findCampaignImageKey } from '../db/queries/campaign-og-image';
import { cashQueue } from '../db/queries/charity-queue';
import { findCampaignPreview } from '../db/queries/campaign-preview';
import { cairoDay } from '../lib/cairo-time';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createAppWithSettings } from '../test/factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { signedCall } from '../test/signed-call';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

let addressCounter = 0;
const freshIp = () => {
  addressCounter += 1;
  return `192.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

describe.each(testEngines)('the moderators’ queue and its outcomes on %s (docs/decisions/033)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let moderator: { id: number; cookie: string };
  let second: { id: number; cookie: string };
  let finance: { id: number; cookie: string };

  const loggedIn = async (roles: Parameters<typeof createOperator>[1]) => {
    const operator = await createOperator(t.db, roles, { name: `مشرف ${roles.join(' ')}` });
    return { id: operator.id, cookie: await logInOperatorFully(t, operator) };
  };

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://athar.example' });
    moderator = await loggedIn(['moderator']);
    second = await loggedIn(['moderator']);
    finance = await loggedIn(['finance']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (url: string, cookie: string) =>
    t.call({ method: 'GET', url, cookies: { athar_operator: cookie } });
  const post = (url: string, cookie: string, payload: object = {}) =>
    t.call({ method: 'POST', url, payload, cookies: { athar_operator: cookie } });
  const report = (campaignId: number, payload: object) =>
    t.call({ method: 'POST', url: `/api/campaigns/${campaignId}/report`, payload, remoteAddress: freshIp() });
  const decide = (campaignId: number, outcome: string, reason: string, cookie = moderator.cookie) =>
    post(`/api/operator/moderation/${campaignId}/decision`, cookie, { outcome, reason });
  const moderationOf = async (id: number) =>
    (await t.db.selectFrom('campaigns').select('moderation').where('id', '=', id).executeTakeFirstOrThrow())
      .moderation;
  const audit = (action: string, campaignId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object_id', '=', String(campaignId))
      .execute();

  it('queues campaigns oldest first with the 24-hour clock, a page at a time; the case shows the reporter’s contact, audited', async () => {
    const older = await createCreatorCampaign(t.db, { title: 'منصور الأول' });
    const newer = await createCreatorCampaign(t.db, { title: 'منصور الثاني' });
    await report(older.id, {
      reason: 'money_outside',
      details: 'يطلب تحويلًا على فودافون كاش',
      contact: '01011112222',
    });
    await report(newer.id, { reason: 'offensive' });
    await report(older.id, { reason: 'rights' });
    // the queue's order is the first report's arrival: put the two a minute apart, named
    await t.db
      .updateTable('campaign_reports')
      .set({ queued_at: new Date(Date.now() - 60 * 60_000) })
      .where('campaign_id', '=', older.id)
      .execute();

    const seen: {
      campaign_id: number;
      reports: number;
      severe: boolean;
      first_look_due_at: string;
      first_queued_at: string;
    }[] = [];
    let url = '/api/operator/moderation?limit=1';
    for (;;) {
      const page = await get(url, moderator.cookie);
      expect(page.statusCode, page.body).toBe(200);
      const { items, next } = page.json().data[0];
      seen.push(...items);
      if (!next) break;
      url = `/api/operator/moderation?limit=1&after_at=${encodeURIComponent(next.after_at)}&after_id=${next.after_id}`;
    }
    const ours = seen.filter((item) => [older.id, newer.id].includes(item.campaign_id));
    expect(ours.map((item) => [item.campaign_id, item.reports, item.severe])).toEqual([
      [older.id, 2, true],
      [newer.id, 1, true],
    ]);
    expect(Date.parse(ours[0]!.first_look_due_at) - Date.parse(ours[0]!.first_queued_at)).toBe(24 * 3600_000);

    const opened = await get(`/api/operator/moderation/${older.id}`, moderator.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const found = opened.json().data[0];
    expect(found).toMatchObject({ title: 'منصور الأول', moderation: null, take_down_request: null });
    expect(found.reports.map((r: { contact: string | null }) => r.contact)).toContain('01011112222');
    const [viewed] = await audit('campaign.reports.viewed', older.id);
    expect(viewed).toMatchObject({ actor_kind: 'operator', actor_id: moderator.id });
    const queued = await t.db
      .selectFrom('campaign_reports')
      .select('first_look_at')
      .where('campaign_id', '=', older.id)
      .execute();
    expect(queued.every((row) => row.first_look_at !== null)).toBe(true);
  });

  it('keeps moderation to moderators and admins, and money and permits away from moderators', async () => {
    const own = await createCreatorCampaign(t.db);
    await report(own.id, { reason: 'offensive' });
    for (const [url, method] of [
      ['/api/operator/moderation', 'GET'],
      [`/api/operator/moderation/${own.id}`, 'GET'],
      [`/api/operator/moderation/${own.id}/decision`, 'POST'],
    ] as const) {
      const refused =
        method === 'GET'
          ? await get(url, finance.cookie)
          : await post(url, finance.cookie, { outcome: 'paused', reason: 'سبب واضح' });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(operatorMessages.roleMissing);
      expect((await t.call({ method: 'GET', url: '/api/operator/moderation' })).statusCode).toBe(401);
    }
    // a moderator asks for no permit revocation, reads no permits, no audit log and no charity's money
    const permitAsk = await post('/api/operator/approvals', moderator.cookie, {
      action: 'permit.revoke',
      object_id: 1,
      reason: 'لا يخصني',
    });
    expect(permitAsk.statusCode).toBe(403);
    for (const url of ['/api/operator/permits', '/api/operator/audit', '/api/charity/cash-queue'])
      expect((await get(url, moderator.cookie)).statusCode, url).toBeGreaterThanOrEqual(401);
    expect(await moderationOf(own.id)).toBeNull();
  });

  it('pauses donations on every channel with the review’s words, keeps pending cash in the charity’s queue, and restores', async () => {
    const campaign: CreatorCampaign = await createGatewayCampaign(t.db);
    const charity = await t.db
      .updateTable('ngos')
      .set({ merchant_id: 'TESTATHAR01', merchant_name: 'ATHAR TEST CHARITY', cash_collection: true })
      .where('id', '=', campaign.ngo_id)
      .returning('sms_short_number')
      .executeTakeFirstOrThrow();
    const area = await t.db
      .selectFrom('areas')
      .select(['id', 'city_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    let sequence = 0;
    const donate = (type: number) =>
      t.call({
        method: 'POST',
        url: '/api/donations',
        payload: {
          donation: {
            consent: true,
            user_name: 'هالة منصور',
            email: 'hala@example.com',
            msisdn: '01098765432',
            amount: 150,
            campaign_id: campaign.id,
            type,
            ...(type === PAYMENT_TYPE.cash
              ? { city: area.city_id, area: area.id, address: 'شارع النصر، عمارة 4، الدور الثاني' }
              : {}),
          },
        },
      });
    const sms = () =>
      signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
        method: 'POST',
        url: '/api/sms/inbound',
        payload: {
          message_id: `${engine}-moderation-${++sequence}`,
          from: '+201001234567',
          to: charity.sms_short_number,
          text: `T${campaign.code}`,
          received_at: new Date().toISOString(),
        },
      });
    const pendingCash = await createDonation(t.db, campaign, { type: 'cash', amount: 30_000 });
    const pendingCard = await createDonation(t.db, campaign, { type: 'card' });
    await report(campaign.id, { reason: 'money_outside', details: 'رقم حساب في الوصف' });

    const short = await decide(campaign.id, 'paused', 'x');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(moderationMessages.decisionReason);
    const paused = await decide(campaign.id, 'paused', 'الوصف يطلب تحويلًا خارج أثر');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().message).toBe(moderationMessages.paused);
    expect((await decide(campaign.id, 'paused', 'مرة أخرى')).statusCode).toBe(409);
    const [entry] = await audit('campaign.moderation.paused', campaign.id);
    expect(entry!.changes).toMatchObject({
      moderation: [null, 'paused'],
      reason: [null, 'الوصف يطلب تحويلًا خارج أثر'],
    });

    for (const type of [PAYMENT_TYPE.card, PAYMENT_TYPE.wallet, PAYMENT_TYPE.cash]) {
      const refused = await donate(type);
      expect(refused.statusCode, String(type)).toBe(409);
      expect(refused.json().message).toBe(moderationMessages.donationsPaused);
    }
    const text = await sms();
    expect(text.json()).toMatchObject({
      message: moderationMessages.donationsPaused,
      data: [{ outcome: 'paused', donation_id: null }],
    });
    const read = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'GET',
      url: `/api/internal/donations/${pendingCard}`,
    });
    expect(paymentDonation.parse(read.json().data[0]).donations_paused).toBe(true);
    // the page stays, marked; the pending cash collection stays pending for the charity to decide
    const page = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` });
    expect(page.json().data[0]).toMatchObject({ under_review: true, donations_paused: true });
    expect(
      (
        await t.db
          .selectFrom('donations')
          .select('status')
          .where('id', '=', pendingCash)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');
    const marked = (await cashQueue(t.db, campaign.ngo_id, {})).find((row) => row.id === pendingCash);
    expect(marked).toMatchObject({ campaign_under_review: true });

    await t.app.outbox.drain();
    const told = smtp.mails.find((mail: ParsedMail) => mail.subject?.startsWith('أوقفنا التبرع مؤقتًا'));
    expect(told?.text).toContain('الوصف يطلب تحويلًا خارج أثر');

    const restored = await decide(campaign.id, 'restored', 'عدّلت العائلة الوصف');
    expect(restored.json().message).toBe(moderationMessages.restored);
    expect(await moderationOf(campaign.id)).toBeNull();
    expect((await donate(PAYMENT_TYPE.card)).statusCode).toBe(200);
    expect((await sms()).json().data[0].outcome).toBe('donation');
    expect((await decide(campaign.id, 'restored', 'مرة أخرى')).statusCode).toBe(409);
  });

  it('takes a page down only with a second moderator; it leaves listings, search and previews, and its link says it is under review', async () => {
    const campaign = await createCreatorCampaign(t.db, { title: 'قمر الزمان الفريد', collected: 20_000 });
    const listed = async () => {
      const listing = await t.call({ method: 'GET', url: '/api/campaigns/details?rowscount=50' });
      const search = await t.call({
        method: 'GET',
        url: `/api/search?text=${encodeURIComponent('قمر الزمان الفريد')}`,
      });
      return {
        listing: listing
          .json()
          .data.some((card: { campaign_id: number }) => card.campaign_id === campaign.id),
        search: search
          .json()
          .data.some(
            (hit: { id: number; type: string }) => hit.type === 'campaign' && hit.id === campaign.id,
          ),
      };
    };
    expect(await listed()).toEqual({ listing: true, search: true });
    await report(campaign.id, { reason: 'rights', details: 'الصورة صورتي ومحمية' });

    const asked = await post('/api/operator/approvals', moderator.cookie, {
      action: 'campaign.take_down',
      object_id: campaign.id,
      reason: 'صورة محمية بحقوق ملكية',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approval = asked.json().data[0];
    expect(approval.object_label).toContain('قمر الزمان الفريد');
    expect(await moderationOf(campaign.id)).toBeNull();
    expect(
      (await get(`/api/operator/moderation/${campaign.id}`, moderator.cookie)).json().data[0]
        .take_down_request,
    ).toBe(approval.id);
    // the queue marks the take-down waiting for a second moderator, with who asked (docs/decisions/044)
    const asker = await t.db
      .selectFrom('operators')
      .select('operator_name')
      .where('id', '=', moderator.id)
      .executeTakeFirstOrThrow();
    const waitingItem = async () =>
      (await get('/api/operator/moderation?limit=100', second.cookie))
        .json()
        .data[0].items.find((i: { campaign_id: number }) => i.campaign_id === campaign.id);
    expect((await waitingItem()).take_down_waiting).toEqual({
      requested_by: asker.operator_name,
      requested_at: expect.any(String),
    });
    // finance may not approve it; the asker may not; a second moderator does
    expect((await post(`/api/operator/approvals/${approval.id}/approve`, finance.cookie)).statusCode).toBe(
      403,
    );
    expect((await post(`/api/operator/approvals/${approval.id}/approve`, moderator.cookie)).statusCode).toBe(
      403,
    );
    const approved = await post(`/api/operator/approvals/${approval.id}/approve`, second.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await moderationOf(campaign.id)).toBe('taken_down');
    expect((await waitingItem())?.take_down_waiting ?? null).toBeNull();
    const [entry] = await audit('campaign.moderation.taken_down', campaign.id);
    expect(entry).toMatchObject({ actor_id: second.id });
    expect(entry!.changes).toMatchObject({ requested_by: [null, moderator.id] });
    const decision = await t.db
      .selectFrom('moderation_decisions')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(decision).toMatchObject({
      outcome: 'taken_down',
      decided_by: moderator.id,
      approved_by: second.id,
    });

    expect(await listed()).toEqual({ listing: false, search: false });
    const page = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` });
    expect(page.statusCode).toBe(410);
    expect(page.json().message).toBe(moderationMessages.underReview);
    expect(page.body).not.toMatch(/احتيال|نصب|fraud/i);
    expect(await findCampaignPreview(t.db, campaign.id, cairoDay(new Date()))).toBeNull();
    expect(await findCampaignImageKey(t.db, campaign.id)).toBeNull();
    // the family still opens its own page
    const token = await createSession(t.db, campaign.creator.id);
    const family = await t.call({
      method: 'GET',
      url: `/api/campaigns/details?campid=${campaign.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(family.statusCode).toBe(200);
    expect(family.json().data[0]).toMatchObject({ under_review: true, donations_paused: true });

    await t.app.outbox.drain();
    const told = smtp.mails.find((mail: ParsedMail) => mail.subject?.includes('حجبنا للمراجعة'));
    expect(told?.text).toContain('صورة محمية بحقوق ملكية');
    expect(told?.text).not.toMatch(/احتيال|نصب/);

    expect((await decide(campaign.id, 'restored', 'أثبتت العائلة ملكية الصورة')).statusCode).toBe(200);
    expect(await listed()).toEqual({ listing: true, search: true });
  });

  it('dismisses a campaign’s reports without a word to the family, and not twice', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'رشيدة المحلاوي' });
    await report(own.id, { reason: 'offensive' });
    const dismissed = await decide(own.id, 'dismissed', 'لا شيء مسيء في الصفحة');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data[0].reports[0]).toMatchObject({ stage: 'closed', closed_how: 'dismissed' });
    expect((await decide(own.id, 'dismissed', 'مرة أخرى')).json().message).toBe(
      moderationMessages.notInQueue,
    );
    await t.app.outbox.drain();
    expect(smtp.mails.filter((mail: ParsedMail) => mail.subject?.includes('رشيدة المحلاوي'))).toEqual([]);
  });
});
