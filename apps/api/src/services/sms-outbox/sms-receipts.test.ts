import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createAppWithSettings, createUser, uniqueEmail } from '../../test/factories';
import { signedCall } from '../../test/signed-call';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '../../test/staff-factories';
import type { TestApp } from '../../test/test-app';
import { oneEngine } from '../../test/test-database';
import { deleteAccount } from '../accounts/deletion';
import { confirmDonation } from '../donations/confirm-donation';
import { SMS_RECEIPT_MAX_UNITS } from './compose-receipt';

interface SimulatedSms {
  to: string;
  text: string;
  reference: string;
  message_id: string;
}

describe.each(oneEngine)('receipts by text message through the built-in simulator (%s)', (engine) => {
  let t: TestApp;
  let publicUrl: string;
  let campaign: CreatorCampaign;
  let shortNumber: string;
  let staff: LoggedInStaff;

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createAppWithSettings(engine, { PUBLIC_URL: publicUrl });
    // the dispatcher calls the aggregator over HTTP: here the simulator on this app's PUBLIC_URL
    await t.app.listen({ port, host: '127.0.0.1' });
    campaign = await createCreatorCampaign(t.db, { collected: 50_000 });
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    shortNumber = (
      await t.db
        .selectFrom('ngos')
        .select('sms_short_number')
        .where('id', '=', campaign.ngo_id)
        .executeTakeFirstOrThrow()
    ).sms_short_number!;
  });
  afterAll(() => t.close());

  const simulated = async (): Promise<SimulatedSms[]> => {
    const response = await fetch(`${publicUrl}/sms-simulator/messages`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { messages: SimulatedSms[] }).messages;
  };
  const receiptsOf = async (donationId: number) =>
    (await simulated()).filter((sms) => sms.reference === `receipt-${donationId}`);
  const outboxRows = (donationId: number) =>
    t.db.selectFrom('sms_outbox').selectAll().where('donation_id', '=', donationId).execute();
  const ngoName = () =>
    t.db
      .selectFrom('ngos')
      .select('ar_name')
      .where('id', '=', campaign.ngo_id)
      .executeTakeFirstOrThrow()
      .then((row) => row.ar_name);
  const inbound = (messageId: string, from = '+201001234567') =>
    signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/sms/inbound',
      payload: {
        message_id: `${engine}-${messageId}`,
        from,
        to: shortNumber,
        text: `T${campaign.code}`,
        received_at: new Date().toISOString(),
      },
    });
  const collect = (id: number) =>
    t.call({ method: 'POST', url: `/api/charity/donations/${id}/collected`, headers: staff.auth });

  it('an SMS donation gets one Arabic receipt by text message, and a redelivery no second one', async () => {
    const first = await inbound('receipt-1');
    expect(first.json().data[0]).toMatchObject({ outcome: 'donation' });
    const donationId = first.json().data[0].donation_id as number;
    await t.app.smsOutbox.drain();

    const [receipt, ...others] = await receiptsOf(donationId);
    expect(others).toHaveLength(0);
    expect(receipt).toMatchObject({ to: '201001234567' });
    expect(receipt!.text).toBe(
      `أثر: وصل تبرعك بمبلغ 5 ج.م إلى ${await ngoName()} في ذكرى ${campaign.title}. رقم التبرع ${donationId}. جزاك الله خيرًا.`,
    );
    const [row] = await outboxRows(donationId);
    expect(row).toMatchObject({ kind: 'receipt', attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
    expect(row!.provider_message_id).toBe(receipt!.message_id);

    const again = await inbound('receipt-1');
    expect(again.json().data[0]).toEqual({ outcome: 'duplicate', donation_id: null });
    await t.app.smsOutbox.drain();
    expect(await receiptsOf(donationId)).toHaveLength(1);
    expect(await outboxRows(donationId)).toHaveLength(1);
  });

  it('a web donation with an e-mail gets its receipt by mail, not by text message', async () => {
    const id = await createDonation(t.db, campaign, {
      type: 'card',
      email: uniqueEmail('card'),
      msisdn: '01098765432',
    });
    expect(await confirmDonation(t.db, id)).toBe('confirmed');
    await t.app.smsOutbox.drain();
    expect(await outboxRows(id)).toHaveLength(0);
    expect(await receiptsOf(id)).toHaveLength(0);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'receipt')
      .execute();
    expect(mails.map((mail) => mail.payload)).toContainEqual({ donation_id: id });
  });

  it('cash with a phone and no e-mail, collected by the charity, gets one text message', async () => {
    const id = await createPendingCash(t.db, campaign, { amount: 25_000 });
    expect((await collect(id)).statusCode).toBe(200);
    await t.app.smsOutbox.drain();
    const [receipt, ...others] = await receiptsOf(id);
    expect(others).toHaveLength(0);
    expect(receipt!.to).toBe('201012345678');
    expect(receipt!.text).toContain('بمبلغ 250 ج.م');
    expect(receipt!.text).toContain(`رقم التبرع ${id}.`);

    expect((await collect(id)).json().data[0].changed).toBe(false);
    await t.app.smsOutbox.drain();
    expect(await receiptsOf(id)).toHaveLength(1);
  });

  it('a donor who deleted their account before the collection gets no text message', async () => {
    const donor = await createUser(t.db);
    const id = await createPendingCash(t.db, campaign);
    await t.db.updateTable('donations').set({ user_id: donor.id }).where('id', '=', id).execute();
    await deleteAccount(t.app, donor.id, {});
    expect((await collect(id)).statusCode).toBe(200);
    await t.app.smsOutbox.drain();
    expect(await outboxRows(id)).toHaveLength(0);
    expect(await receiptsOf(id)).toHaveLength(0);
  });

  it('cleans a hostile campaign name and keeps the message within three parts', async () => {
    const hostile = await createCreatorCampaign(t.db, {
      charity: { id: campaign.ngo_id },
      title: `\u202Eسعيد\u200F $& =cmd|' /C calc'!A0 ${'اسم '.repeat(60)}`,
    });
    const id = await createPendingCash(t.db, hostile);
    expect((await collect(id)).statusCode).toBe(200);
    await t.app.smsOutbox.drain();
    const [receipt] = await receiptsOf(id);
    expect(receipt!.text.length).toBeLessThanOrEqual(SMS_RECEIPT_MAX_UNITS);
    expect(receipt!.text).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(receipt!.text).toContain("في ذكرى سعيد $& =cmd|' /C calc'!A0 اسم");
    expect(receipt!.text).toContain(`رقم التبرع ${id}. جزاك الله خيرًا.`);
  });
});
