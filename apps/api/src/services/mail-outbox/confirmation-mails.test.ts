import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/connect';
import { formatCairoDateTime } from '../../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createAppWithSettings, uniqueEmail } from '../../test/factories';
import { signedCall } from '../../test/signed-call';
import { linkFrom, startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '../../test/staff-factories';
import type { TestApp } from '../../test/test-app';
import { oneEngine, testEngines } from '../../test/test-database';
import { deleteAccount } from '../accounts/deletion';
import { confirmDonation } from '../donations/confirm-donation';

const PUBLIC_URL = 'https://athar.example';

/** The api mailing through a real SMTP listener, a listed campaign and its charity's staff. */
async function mailingApp(engine: Engine) {
  const smtp = await startSmtpListener();
  const t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
  // above 100 EGP already, so only receipts are mailed for it
  const listed = await createCreatorCampaign(t.db, { collected: 50_000 });
  const staff = await createLoggedInStaff(t.db, listed.ngo_id);
  return { smtp, t, listed, staff };
}

const mailsIn = (smtp: SmtpListener, address: string) =>
  smtp.mails.filter((mail) => [mail.to].flat().some((to) => to?.text.includes(address.toLowerCase())));
const collectOn = (t: TestApp, id: number, by: LoggedInStaff) =>
  t.call({ method: 'POST', url: `/api/charity/donations/${id}/collected`, headers: by.auth });
const outboxRowsOf = (t: TestApp, kind: string) =>
  t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', kind as 'receipt')
    .execute();

describe.each(oneEngine)('mails of a confirmation, through a real SMTP listener (%s)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let staff: LoggedInStaff;
  let listed: CreatorCampaign;

  beforeAll(async () => {
    ({ smtp, t, listed, staff } = await mailingApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => mailsIn(smtp, address);
  const collect = (id: number, by = staff) => collectOn(t, id, by);
  const internal = (url: string, payload: unknown = {}) =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method: 'POST', url, payload });
  const sms = (campaign: CreatorCampaign, messageId: string) =>
    t.db
      .selectFrom('ngos')
      .select('sms_short_number')
      .where('id', '=', campaign.ngo_id)
      .executeTakeFirstOrThrow()
      .then(({ sms_short_number }) =>
        signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
          method: 'POST',
          url: '/api/sms/inbound',
          payload: {
            message_id: `${engine}-${messageId}`,
            from: '+201001234567',
            to: sms_short_number,
            text: `T${campaign.code}`,
            received_at: new Date().toISOString(),
          },
        }),
      );
  const pendingCard = (campaign: CreatorCampaign, email: string | null, amount = 30_000) =>
    createDonation(t.db, campaign, { type: 'card', amount, donor: 'كريم فؤاد', email, msisdn: null });
  const outboxRows = (kind: string) => outboxRowsOf(t, kind);

  it('cash collected in the console mails one Arabic receipt whose link opens it', async () => {
    const email = uniqueEmail('cash-donor');
    // the name the Ministry registered differs from the name the charity goes by
    await t.db
      .updateTable('ngos')
      .set({ legal_name: 'جمعية الأثر الطيب للتنمية المجتمعية' })
      .where('id', '=', listed.ngo_id)
      .execute();
    const permit = await t.db
      .selectFrom('charity_permits')
      .select(['permit_number', 'issuing_body'])
      .where('ngo_id', '=', listed.ngo_id)
      .executeTakeFirstOrThrow();
    const id = await createPendingCash(t.db, listed, { email, amount: 25_000 });
    expect((await collect(id)).statusCode).toBe(200);
    expect(await t.app.outbox.drain()).toBe(1);

    const mail = await smtp.nextMailTo(email);
    const donation = await t.db
      .selectFrom('donations as d')
      .innerJoin('ngos as n', 'n.id', 'd.ngo_id')
      .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select([
        'd.confirmed_at',
        'd.receipt_key',
        'd.receipt_serial',
        'n.ar_name as ngo',
        'n.registration_number',
        'p.ar_name as project',
      ])
      .where('d.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`إيصال تبرعك رقم ${id} في أثر`);
    const html = String(mail.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<table role="presentation" dir="rtl"[^>]*style="direction:rtl;text-align:right/);
    for (const line of [
      `رقم التبرع: ${id}`,
      `رقم الإيصال لدى الجمعية: ${donation.receipt_serial}`,
      'المبلغ: 250 ج.م (مائتان وخمسون جنيهًا مصريًا لا غير)',
      // the charity as the printable receipt states it, the number named «رقم الإشهار» (issue 35)
      `الجمعية: ${donation.ngo}`,
      'الاسم المسجل للجمعية: جمعية الأثر الطيب للتنمية المجتمعية',
      `رقم الإشهار بوزارة التضامن الاجتماعي: ${donation.registration_number}`,
      `رقم تصريح جمع التبرعات: ${permit.permit_number}، صادر من ${permit.issuing_body}`,
      `الحملة: في ذكرى ${listed.title}`,
      // a man's campaign (the factory's default) speaks of him as a man
      `في ذكرى المرحوم ${listed.title}، رحمه الله. هذه بياناته:`,
      `المشروع: ${donation.project}`,
      `التاريخ: ${formatCairoDateTime(new Date(donation.confirmed_at!))}`,
      'طريقة التبرع: نقدي',
      // the short prayer that closes every mail about a campaign (docs/decisions/013)
      'اللهم اغفر له وارحمه.',
    ]) {
      expect(mail.text).toContain(line);
    }

    const link = new URL(linkFrom(mail, `${PUBLIC_URL}/Receipt/`));
    expect(link.pathname).toBe(`/Receipt/${id}`);
    expect(link.searchParams.get('key')).toBe(donation.receipt_key);
    const receipt = await t.call({ method: 'GET', url: `/api/receipts/${id}${link.search}` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data[0]).toMatchObject({
      donation_id: id,
      status: 'confirmed',
      amount: 250,
      channel: 'cash',
      deceased_name: listed.title,
      ngo_name: donation.ngo,
    });

    expect((await collect(id)).json().data[0].changed).toBe(false);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a card confirmed by the signed internal call mails one receipt, however often it is confirmed', async () => {
    const card = await createCreatorCampaign(t.db, {
      collected: 50_000,
      card: true,
      title: 'آمنة عبد الله',
      deceased_gender: 'female',
    });
    const email = uniqueEmail('card-donor');
    const id = await pendingCard(card, email);
    const [first, second] = [
      await internal(`/api/internal/donations/${id}/confirm`, { amount: 30_000, currency: 'EGP' }),
      await internal(`/api/internal/donations/${id}/confirm`, { amount: 30_000, currency: 'EGP' }),
    ];
    expect(first.json().data[0].outcome).toBe('confirmed');
    expect(second.json().data[0].outcome).toBe('already-confirmed');
    expect(await t.app.outbox.drain()).toBe(1);
    const mail = await smtp.nextMailTo(email);
    expect(mail.text).toContain('المبلغ: 300 ج.م');
    expect(mail.text).toContain('طريقة التبرع: بطاقة بنكية');
    expect(mail.text).toContain('في ذكرى المرحومة آمنة عبد الله، رحمها الله.');
    expect(mail.text).not.toContain('رحمه الله');
    expect(mail.text).toContain('اللهم اغفر لها وارحمها.');
    expect(linkFrom(mail, `${PUBLIC_URL}/Receipt/${id}?key=`)).toBeTruthy();
    expect(await t.app.outbox.drain()).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('mails nothing for a donation without an e-mail, nor for failed or cancelled ones', async () => {
    const before = (await outboxRows('receipt')).length;
    const noEmail = await createPendingCash(t.db, listed);
    expect((await collect(noEmail)).json().data[0].changed).toBe(true);

    const failedEmail = uniqueEmail('failed');
    const card = await createCreatorCampaign(t.db, { collected: 50_000, card: true });
    const failed = await pendingCard(card, failedEmail);
    expect((await internal(`/api/internal/donations/${failed}/fail`, { status: 'failed' })).statusCode).toBe(
      200,
    );
    const cancelledEmail = uniqueEmail('cancelled');
    const cancelled = await createPendingCash(t.db, listed, { email: cancelledEmail });
    const cancel = await t.call({
      method: 'POST',
      url: `/api/charity/donations/${cancelled}/cancelled`,
      headers: staff.auth,
      payload: { reason: 'المتبرع اعتذر' },
    });
    expect(cancel.statusCode).toBe(200);

    expect(await outboxRows('receipt')).toHaveLength(before);
    await t.app.outbox.drain();
    expect(mailsTo(failedEmail)).toHaveLength(0);
    expect(mailsTo(cancelledEmail)).toHaveLength(0);
  });

  it('an SMS has no receipt, but the one that takes a campaign past 100 EGP mails its creator', async () => {
    const campaign = await createCreatorCampaign(t.db, { collected: 9_800 });
    const receiptsBefore = (await outboxRows('receipt')).length;
    expect((await sms(campaign, `cross-${campaign.id}`)).json().data[0].outcome).toBe('donation');
    expect(await t.app.outbox.drain()).toBe(1);

    const mail = await smtp.nextMailTo(campaign.creator.email);
    expect(mail.subject).toBe(`حملة ${campaign.title} ظاهرة الآن في أثر`);
    expect(mail.text).toContain('منى صابر');
    expect(mail.text).toContain('103 ج.م');
    expect(mail.text).toContain(`لحملتك في ذكرى المرحوم ${campaign.title}، رحمه الله،`);
    expect(mail.text).toContain('ليتصدقوا في ذكراه');
    expect(mail.text).toContain('اللهم اغفر له وارحمه.');
    expect(String(mail.html)).toContain('dir="rtl"');
    // the short link, written out and behind the button, never the long percent-encoded address
    const shortLink = `${PUBLIC_URL}/${campaign.code}`;
    expect(linkFrom(mail, `${PUBLIC_URL}/`)).toBe(shortLink);
    expect(mail.text).toContain(shortLink);
    expect(String(mail.html)).not.toContain('/CampaignDonation/');
    expect(mail.text).not.toContain('%');

    expect((await sms(campaign, `after-${campaign.id}`)).json().data[0].outcome).toBe('donation');
    expect(await t.app.outbox.drain()).toBe(0);
    expect(mailsTo(campaign.creator.email)).toHaveLength(1);
    expect(await outboxRows('receipt')).toHaveLength(receiptsBefore);
  });

  it('mails no one whose account was deleted before the mail went out', async () => {
    const campaign = await createCreatorCampaign(t.db, { collected: 9_000 });
    const id = await createPendingCash(t.db, campaign, { amount: 10_000 });
    await confirmDonation(t.db, id);
    await deleteAccount(t.app, campaign.creator.id, {});
    expect(await t.app.outbox.drain()).toBe(0);
    expect(mailsTo(campaign.creator.email)).toHaveLength(0);
    const row = (await outboxRows('campaign_visible')).find(
      (candidate) => (candidate.payload as { campaign_id: number }).campaign_id === campaign.id,
    );
    expect(row).toMatchObject({ last_error: 'no recipient' });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  it('once the app listens, sends right after the confirmation without being asked', async () => {
    // last: from here on the app's own timers send mail. An ephemeral port, as e2e/support picks them
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const email = uniqueEmail('prompt');
    const id = await createPendingCash(t.db, listed, { email });
    expect((await collect(id)).statusCode).toBe(200);
    expect((await smtp.nextMailTo(email, 3000)).subject).toBe(`إيصال تبرعك رقم ${id} في أثر`);
  });
});

/** Where the engine can change the answer: confirmations of one campaign at once, crossing 100 EGP. */
describe.each(testEngines)('mails of confirmations at once, through a real SMTP listener (%s)', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;
  let staff: LoggedInStaff;

  beforeAll(async () => {
    ({ smtp, t, staff } = await mailingApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => mailsIn(smtp, address);
  const collect = (id: number, by = staff) => collectOn(t, id, by);
  const outboxRows = (kind: string) => outboxRowsOf(t, kind);

  it('confirmations crossing 100 EGP together mail the creator once, and later ones never', async () => {
    const campaign = await createCreatorCampaign(t.db);
    const ids = await Promise.all(
      Array.from({ length: 12 }, () => createPendingCash(t.db, campaign, { amount: 2_500 })),
    );
    const campaignStaff = await createLoggedInStaff(t.db, campaign.ngo_id);
    const answers = await Promise.all(ids.slice(0, 8).map((id) => collect(id, campaignStaff)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const visible = (await outboxRows('campaign_visible')).filter(
      (row) => (row.payload as { campaign_id: number }).campaign_id === campaign.id,
    );
    expect(visible).toHaveLength(1);
    expect(visible[0]!.payload).toEqual({ campaign_id: campaign.id, collected: 10_000 });

    await Promise.all(ids.slice(8).map((id) => confirmDonation(t.db, id)));
    await t.app.outbox.drain();
    const mail = await smtp.nextMailTo(campaign.creator.email);
    expect(mail.text).toContain('100 ج.م');
    expect(mailsTo(campaign.creator.email)).toHaveLength(1);
  });
});
