import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { moderationMessages } from '@athar/contract/moderation/messages';
import { reportLimitRules } from '../services/moderation/report-campaign';
import { createSession } from '../services/accounts/sessions';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createAppWithSettings, type LoggedInUser } from '../test/factories';
import { createDeliveryUpdate, createFamilyUpdate } from '../test/hidden-part-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import type { TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

let addressCounter = 0;
/** A fresh client address, so that one test's reports never count against another's limits. */
const freshIp = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

describe.each(testEngines)('reporting one update of a campaign page on %s (migration 052)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let other: CreatorCampaign;
  let family: LoggedInUser;
  let moderator: string;

  beforeAll(async () => {
    t = await createAppWithSettings(engine, { PUBLIC_URL: 'https://athar.example' });
    campaign = await createCreatorCampaign(t.db, { title: 'فاطمة الزهراء حسين' });
    other = await createCreatorCampaign(t.db, { title: 'عبد الله يوسف' });
    const token = await createSession(t.db, campaign.creator.id);
    family = { ...campaign.creator, token, auth: { authorization: `Bearer ${token}` } };
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(() => t.close());

  const call = (options: InjectOptions, ip = freshIp()) => t.call({ remoteAddress: ip, ...options });
  const report = (campaignId: number, payload: object, ip = freshIp()) =>
    call({ method: 'POST', url: `/api/campaigns/${campaignId}/report`, payload }, ip);
  const reportsOf = (campaignId: number) =>
    t.db
      .selectFrom('campaign_reports')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();
  const caseOf = async (campaignId: number) =>
    (await operatorCalls(t).get(`/api/operator/moderation/${campaignId}`, moderator)).json().data[0];

  it('takes a mild report of a family update to the family, naming the update and never the reporter', async () => {
    const updateId = await createFamilyUpdate(t.db, campaign.id, 'وزّعنا الماء على الجيران بعد الصلاة');
    const sent = await report(campaign.id, {
      reason: 'not_ours',
      details: 'الصورة في هذا التحديث ليست للمرحوم',
      contact: 'secret-reporter@example.com',
      update: { kind: 'family_update', id: updateId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(moderationMessages.reported);
    const [row] = await reportsOf(campaign.id);
    expect(row).toMatchObject({ stage: 'family', family_update_id: updateId, delivery_update_id: null });

    const listed = await call({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/reports`,
      headers: family.auth,
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        reason: 'not_ours',
        update: { kind: 'family_update', body: 'وزّعنا الماء على الجيران بعد الصلاة' },
      }),
    ]);
    expect(listed.body).not.toContain('secret-reporter');
    expect(listed.body).not.toContain(row!.reporter);
  });

  it('takes a severe report of a delivery update to the queue, where the moderator sees it and hides exactly it', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'سامية عبد الفتاح' });
    const reported = await createDeliveryUpdate(t.db, own.id, 'حوّلوا المبلغ على رقم 01001234567');
    const kept = await createDeliveryUpdate(t.db, own.id, 'بدأ حفر البئر في القرية');
    const sent = await report(own.id, {
      reason: 'money_outside',
      update: { kind: 'delivery_update', id: reported },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await reportsOf(own.id))[0]).toMatchObject({ stage: 'queue', delivery_update_id: reported });

    const found = await caseOf(own.id);
    expect(found.reports[0].update).toEqual({
      kind: 'delivery_update',
      id: reported,
      body: 'حوّلوا المبلغ على رقم 01001234567',
      hidden: false,
    });
    const hid = await operatorCalls(t).post(`/api/operator/moderation/${own.id}/hide`, moderator, {
      part: 'delivery_update',
      part_id: reported,
      reason: 'طلب تحويل خارج أثر',
    });
    expect(hid.statusCode, hid.body).toBe(200);
    const timeline = await call({ method: 'GET', url: `/api/campaigns/updates?campid=${own.id}` });
    expect(timeline.json().data[0].items.map((item: { id: number }) => item.id)).toEqual([kept]);
    expect((await caseOf(own.id)).reports[0].update.hidden).toBe(true);
  });

  it('refuses an update that is not on this page — another campaign’s, the project’s, a hidden one — and writes nothing', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'نبيل شاكر' });
    const othersFamily = await createFamilyUpdate(t.db, other.id, 'تحديث حملة أخرى');
    const othersDelivery = await createDeliveryUpdate(t.db, other.id, 'تحديث جمعية لحملة أخرى');
    const projectWide = await createDeliveryUpdate(t.db, own.id, 'تحديث المشروع كله');
    await t.db
      .updateTable('delivery_updates')
      .set({ campaign_id: null })
      .where('id', '=', projectWide)
      .execute();
    const hidden = await createFamilyUpdate(t.db, own.id, 'تحديث أخفاه مشرف');
    await t.db
      .updateTable('family_updates')
      .set({ moderation_hidden: true })
      .where('id', '=', hidden)
      .execute();

    for (const update of [
      { kind: 'family_update', id: othersFamily },
      { kind: 'delivery_update', id: othersDelivery },
      { kind: 'delivery_update', id: projectWide },
      { kind: 'family_update', id: hidden },
      // a family update's id named as a delivery update is not one
      { kind: 'delivery_update', id: othersFamily + 100_000 },
    ]) {
      const refused = await report(own.id, { reason: 'offensive', update });
      expect(refused.statusCode, JSON.stringify(update)).toBe(404);
      expect(refused.json().message).toBe(moderationMessages.updateNotFound);
    }
    const unknownKind = await report(own.id, { reason: 'offensive', update: { kind: 'dua', id: hidden } });
    expect(unknownKind.statusCode).toBe(400);
    expect(await reportsOf(own.id)).toEqual([]);
    expect(await reportsOf(other.id)).toEqual([]);
  });

  it('counts reports of updates in the same limits as the page’s, and two updates are two reports', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'حمدي الصاوي' });
    const first = await createFamilyUpdate(t.db, own.id, 'التحديث الأول');
    const second = await createFamilyUpdate(t.db, own.id, 'التحديث الثاني');
    const ip = freshIp();
    const body = (id: number) => ({ reason: 'offensive', update: { kind: 'family_update', id } });
    expect((await report(own.id, body(first), ip)).statusCode).toBe(200);
    expect((await report(own.id, body(first), ip)).statusCode).toBe(200);
    expect((await report(own.id, body(second), ip)).statusCode).toBe(200);
    expect((await reportsOf(own.id)).map((row) => row.family_update_id)).toEqual([first, second]);

    // the reporter's hour: page reports and update reports together
    let last;
    for (let i = 3; i <= reportLimitRules.reporter.max; i += 1)
      last = await report(own.id, { reason: i % 2 ? 'rights' : 'other', ...(i % 2 ? body(first) : {}) }, ip);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(moderationMessages.reporterLimited);

    // the campaign's hour: a flood from many addresses on its updates stops at the campaign's count
    const flooded = await createCreatorCampaign(t.db, { title: 'ليلى مراد' });
    const update = await createDeliveryUpdate(t.db, flooded.id, 'صورة التسليم');
    const answers: number[] = [];
    for (let i = 0; i < reportLimitRules.campaign.max + 2; i += 1)
      answers.push(
        (await report(flooded.id, { reason: 'other', update: { kind: 'delivery_update', id: update } }))
          .statusCode,
      );
    expect(answers.filter((status) => status === 200)).toHaveLength(reportLimitRules.campaign.max);
    expect(answers.slice(-2)).toEqual([429, 429]);
  });

  it('keeps hostile words as text: the details for the family, the update’s words for the moderator', async () => {
    const own = await createCreatorCampaign(t.db, { title: 'كريمة مختار' });
    const updateId = await createFamilyUpdate(t.db, own.id, '=HYPERLINK("http://x") $& $1 <b>عريض</b>');
    const sent = await report(own.id, {
      reason: 'other',
      details: '\u202E=cmd|"/c calc"!A1 $` \u2066مرحبا\u2069',
      update: { kind: 'family_update', id: updateId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await reportsOf(own.id);
    expect(row!.details).toBe('=cmd|"/c calc"!A1 $` مرحبا');
    const token = await createSession(t.db, own.creator.id);
    const listed = await call({
      method: 'GET',
      url: `/api/campaigns/${own.id}/reports`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.json().data[0]).toMatchObject({
      details: '=cmd|"/c calc"!A1 $` مرحبا',
      update: { body: '=HYPERLINK("http://x") $& $1 <b>عريض</b>' },
    });
    expect((await caseOf(own.id)).reports[0].update.body).toBe('=HYPERLINK("http://x") $& $1 <b>عريض</b>');
  });
});
