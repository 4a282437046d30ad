import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { InjectOptions } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { reportLimitRules } from '../services/moderation/report-campaign';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createAppWithSettings, createLoggedInUser, type LoggedInUser } from '../test/factories';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const PUBLIC_URL = 'https://athar.example';
const HOUR = 3600_000;

let addressCounter = 0;
/** A fresh client address, so that one test's reports never count against another's limits. */
const freshIp = () => {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

describe.each(testEngines)('reporting a campaign on %s (docs/decisions/033)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let campaign: CreatorCampaign;
  let creator: LoggedInUser;
  let coAdmin: LoggedInUser;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL, TEST_CLOCK: 'on' });
    campaign = await createCreatorCampaign(t.db, { title: 'حسن البنا عبد الله' });
    const token = await createSession(t.db, campaign.creator.id);
    creator = { ...campaign.creator, token, auth: { authorization: `Bearer ${token}` } };
    coAdmin = await createLoggedInUser(t.db);
    await t.db
      .insertInto('campaign_admins')
      .values({ campaign_id: campaign.id, user_id: coAdmin.id })
      .execute();
    stranger = await createLoggedInUser(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (options: InjectOptions, ip = freshIp()) => t.call({ remoteAddress: ip, ...options });
  const report = (campaignId: number, payload: object, ip = freshIp(), headers = {}) =>
    call({ method: 'POST', url: `/api/campaigns/${campaignId}/report`, payload, headers }, ip);
  const familyReports = (campaignId: number, user: LoggedInUser) =>
    call({ method: 'GET', url: `/api/campaigns/${campaignId}/reports`, headers: user.auth });
  const answer = (id: number, user: LoggedInUser, payload: object) =>
    call({ method: 'POST', url: `/api/campaign-reports/${id}/answer`, headers: user.auth, payload });
  const reportsOf = (campaignId: number) =>
    t.db
      .selectFrom('campaign_reports')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();
  const mailsAbout = (title: string) =>
    smtp.mails.filter((mail: ParsedMail) => mail.subject?.includes(title) && mail.subject.includes('ملاحظة'));

  it('takes a mild report to the family privately: both managers mailed once, the reporter never shown', async () => {
    const sent = await report(campaign.id, {
      reason: 'not_ours',
      details: 'الصورة لرجل آخر غير المرحوم',
      contact: 'reporter-secret@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(moderationMessages.reported);
    // the same reporter clicking again, and a second visitor: still one mail per manager
    const ip = freshIp();
    await report(campaign.id, { reason: 'duplicate' }, ip);
    await report(campaign.id, { reason: 'duplicate' }, ip);
    await report(campaign.id, { reason: 'other', details: 'العنوان فيه خطأ إملائي' });
    const rows = await reportsOf(campaign.id);
    expect(rows.map((row) => [row.reason, row.stage])).toEqual([
      ['not_ours', 'family'],
      ['duplicate', 'family'],
      ['other', 'family'],
    ]);
    expect(rows[0]!.contact).toBe('reporter-secret@example.com');
    expect(new Date(rows[0]!.family_due_at!).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(
      48 * HOUR,
    );

    await t.app.outbox.drain();
    const mails = mailsAbout(campaign.title);
    expect(mails.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '')).sort()).toEqual(
      [creator.email, coAdmin.email].sort(),
    );
    for (const mail of mails) {
      expect(mail.text).not.toContain('reporter-secret');
      expect(mail.text).toContain(`${PUBLIC_URL}/Campaign/${campaign.id}/family`);
    }

    for (const user of [creator, coAdmin]) {
      const listed = await familyReports(campaign.id, user);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expect(listed.json().data.map((item: { reason: string }) => item.reason)).toEqual([
        'not_ours',
        'duplicate',
        'other',
      ]);
      // nothing that says who reported or how to reach them
      expect(listed.body).not.toContain('reporter-secret');
      expect(Object.keys(listed.json().data[0]).sort()).toEqual(
        [
          'created_at',
          'details',
          'family_due_at',
          'id',
          'reason',
          'reason_label',
          'suggested_fix',
          // the update a report is about (migration 052): null for the page itself
          'update',
        ].sort(),
      );
    }
    const refused = await familyReports(campaign.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(apiMessages.campaignNotFound);
    expect((await call({ method: 'GET', url: `/api/campaigns/${campaign.id}/reports` })).statusCode).toBe(
      401,
    );
  });

  it('closes a report the family marks fixed or answers, and every photo report when the text changes', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'زينب الشافعي' });
    const ownerToken = await createSession(t.db, own.creator.id);
    const owner = { ...own.creator, token: ownerToken, auth: { authorization: `Bearer ${ownerToken}` } };
    await report(own.id, { reason: 'not_ours' });
    await report(own.id, { reason: 'duplicate' });
    await report(own.id, { reason: 'other' });
    const [first, second] = await reportsOf(own.id);

    // another family cannot close it; the owner can, once
    expect((await answer(first!.id, creator, { action: 'fixed' })).statusCode).toBe(404);
    const fixed = await answer(first!.id, owner, { action: 'fixed' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().message).toBe(moderationMessages.markedFixed);
    expect((await answer(first!.id, owner, { action: 'fixed' })).statusCode).toBe(404);
    const short = await answer(second!.id, owner, { action: 'answer', note: 'لا' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(moderationMessages.answerRequired);
    const answered = await answer(second!.id, owner, {
      action: 'answer',
      note: 'هذه هي الحملة الوحيدة لوالدتنا',
    });
    expect(answered.json().message).toBe(moderationMessages.answered);

    const edited = await call({
      method: 'PATCH',
      url: `/api/campaigns/${own.id}`,
      headers: owner.auth,
      payload: { campaign_description: 'صدقة جارية على روح والدتنا الحبيبة' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = await reportsOf(own.id);
    expect(rows.map((row) => [row.stage, row.closed_how])).toEqual([
      ['closed', 'family_fixed'],
      // the answer goes on to a moderator, who reads it
      ['queue', null],
      ['closed', 'campaign_changed'],
    ]);
    expect(rows[1]!.family_answer).toBe('هذه هي الحملة الوحيدة لوالدتنا');
    expect((await familyReports(own.id, owner)).json().data).toEqual([]);
  });

  it('sends a severe report straight to the queue, and the family is not told', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'ياسين الطحان' });
    const before = smtp.mails.length;
    for (const reason of ['money_outside', 'offensive', 'rights'])
      expect((await report(own.id, { reason, details: 'حوّلوا على رقم 01012345678' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(smtp.mails.length).toBe(before);
    expect((await reportsOf(own.id)).map((row) => row.stage)).toEqual(['queue', 'queue', 'queue']);
  });

  it('escalates a mild report the family left open 48 hours to the queue (the test clock, once)', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'فاطمة الزهراء سالم' });
    await report(own.id, { reason: 'not_ours' });
    const run = () => t.call({ method: 'POST', url: '/api/test/jobs/report-escalations/run' });
    const setClock = (at: Date) =>
      t.call({ method: 'POST', url: '/api/test/clock', payload: { at: at.toISOString() } });

    await setClock(new Date(Date.now() + 47 * HOUR));
    expect((await run()).statusCode).toBe(200);
    expect((await reportsOf(own.id))[0]!.stage).toBe('family');
    await setClock(new Date(Date.now() + 49 * HOUR));
    const moved = await run();
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await reportsOf(own.id);
    expect(row!.stage).toBe('queue');
    await run();
    expect((await reportsOf(own.id))[0]!.queued_at).toEqual(row!.queued_at);
    await t.call({ method: 'POST', url: '/api/test/clock', payload: { reset: true } });
  });

  it('refuses bad input in Arabic: no reason, an unknown one, long details, an unknown campaign', async () => {
    for (const payload of [{}, { reason: 'fraud' }, { reason: 'other', details: 'ا'.repeat(1001) }]) {
      const refused = await report(campaign.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    const missing = await report(987_654_321, { reason: 'other' });
    expect(missing.statusCode).toBe(404);
    // bidi controls are dropped from what the family reads; $ and formula characters stay text
    const own = await createCreatorCampaign(t.db);
    await report(own.id, { reason: 'other', details: '\u202E=HYPERLINK("x") $& $1' });
    expect((await reportsOf(own.id))[0]!.details).toBe('=HYPERLINK("x") $& $1');
  });

  it('limits one reporter, and a flood from many addresses stops at the campaign’s count without troubling the family', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'عبد الحليم موسى' });
    const ip = freshIp();
    const reasons = ['not_ours', 'duplicate', 'other', 'offensive', 'money_outside', 'rights'] as const;
    let refused;
    for (let i = 0; i <= reportLimitRules.reporter.max; i += 1) {
      const target = i < reasons.length ? own.id : (await createCreatorCampaign(t.db)).id;
      refused = await report(target, { reason: reasons[i % reasons.length] }, ip);
    }
    expect(refused!.statusCode).toBe(429);
    expect(refused!.json().message).toBe(moderationMessages.reporterLimited);

    const flooded = await createCreatorCampaign(t.db, { title: 'سيد درويش' });
    const answers = [];
    for (let i = 0; i < reportLimitRules.campaign.max + 3; i += 1)
      answers.push((await report(flooded.id, { reason: 'other' })).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(reportLimitRules.campaign.max);
    expect(answers.slice(-3)).toEqual([429, 429, 429]);
    await t.app.outbox.drain();
    expect(mailsAbout('سيد درويش')).toHaveLength(1);
    // the family still reads and answers
    const token = await createSession(t.db, flooded.creator.id);
    const family = { ...flooded.creator, token, auth: { authorization: `Bearer ${token}` } };
    const listed = await familyReports(flooded.id, family);
    expect(listed.json().data).toHaveLength(reportLimitRules.campaign.max);
    expect((await answer(listed.json().data[0].id, family, { action: 'fixed' })).statusCode).toBe(200);
  });

  it('takes a dua the wall sent back into the family’s reports, closed when the family decides', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'نعمات أحمد' });
    await t.db.updateTable('campaigns').set({ duas_need_approval: false }).where('id', '=', own.id).execute();
    const posted = await call({
      method: 'POST',
      url: '/api/campaigns/duas',
      payload: { campaign_id: own.id, body: 'كلام لا يليق بالمقام', email: 'x@example.com', consent: true },
    });
    const duaId = posted.json().data[0].id;
    for (let i = 0; i < 3; i += 1)
      expect((await call({ method: 'POST', url: `/api/duas/${duaId}/report` })).statusCode).toBe(200);
    const [row] = await reportsOf(own.id);
    expect(row).toMatchObject({ reason: 'dua', dua_id: duaId, stage: 'family' });
    const token = await createSession(t.db, own.creator.id);
    const decided = await call({
      method: 'POST',
      url: `/api/duas/${duaId}/decision`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'hidden' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await reportsOf(own.id))[0]).toMatchObject({ stage: 'closed', closed_how: 'dua_decided' });
  });
});
