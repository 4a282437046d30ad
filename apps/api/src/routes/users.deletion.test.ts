import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME, PAYMENT_TYPE } from '@athar/contract/constants';
import type { CashQueueItem } from '@athar/contract/charity/cash-queue';
import type { CharityDonationsPage } from '@athar/contract/charity/records';
import { closeDonation, confirmDonation } from '../services/donations/confirm-donation';
import { listPendingCash } from '../services/donations/payment-records';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { parseCsv } from '../test/parse-csv';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { piasters } from '@athar/contract/piasters';

const NAME = 'رانيا فهمي';
const EMAIL = 'rania@example.com';
const PHONE = '01055566677';
const ADDRESS = 'شارع الهرم، عمارة 9، الدور الخامس';

describe.each(oneEngine)('what a deleted account leaves in the charity console, on %s', (engine) => {
  let t: TestApp;
  let staff: LoggedInStaff;
  let donor: LoggedInUser;
  let campaign: { id: number; ngo_id: number };
  let area: { id: number; city_id: number };
  const ids = {} as Record<
    'confirmedCard' | 'confirmedCash' | 'pendingCash' | 'pendingCashToFail' | 'pendingCard',
    number
  >;
  const receiptKeys: Record<number, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select(['c.id', 'n.id as ngo_id'])
      .where('n.cash_collection', '=', true)
      .where('n.merchant_id', 'is not', null)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    area = await t.db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').executeTakeFirstOrThrow();
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    donor = await createLoggedInUser(t.db, { email: EMAIL });
  });
  afterAll(() => t.close());

  const give = async (type: 'cash' | 'card') => {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      headers: donor.auth,
      payload: {
        donation: {
          consent: true,
          user_id: donor.id,
          user_name: NAME,
          email: EMAIL,
          msisdn: PHONE,
          amount: 200,
          campaign_id: campaign.id,
          comment: '',
          hide_data: false,
          type: PAYMENT_TYPE[type],
          ...(type === 'cash' ? { city: area.city_id, area: area.id, address: ADDRESS } : {}),
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json().data[0];
    receiptKeys[created.donation_id] = created.receipt_key;
    return created.donation_id as number;
  };
  const act = (id: number, action: string, payload?: object) =>
    t.call({
      method: 'POST',
      url: `/api/charity/donations/${id}/${action}`,
      headers: staff.auth,
      ...(payload ? { payload } : {}),
    });
  const get = (url: string) => t.call({ method: 'GET', url, headers: staff.auth });
  const records = async () =>
    (await get('/api/charity/donations?rowscount=100')).json().data[0] as CharityDonationsPage;
  const queue = async () => (await get('/api/charity/cash-queue')).json().data as CashQueueItem[];
  const csv = async () => parseCsv((await get('/api/charity/donations.csv')).body);
  const row = (id: number) =>
    t.db
      .selectFrom('donations')
      .select(['donor_name', 'email', 'msisdn', 'address', 'hide_data', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const erased = { donor_name: ANONYMOUS_DONOR_NAME, email: null, msisdn: null, hide_data: true };

  it('shows «فاعل خير» and no phone, e-mail or address for the settled donations once it is deleted', async () => {
    ids.confirmedCard = await give('card');
    await confirmDonation(t.db, ids.confirmedCard);
    ids.confirmedCash = await give('cash');
    expect((await act(ids.confirmedCash, 'collected')).statusCode).toBe(200);
    ids.pendingCash = await give('cash');
    ids.pendingCashToFail = await give('cash');
    ids.pendingCard = await give('card');
    // the console knew the donor before
    expect((await records()).items.filter((item) => item.donor_name === NAME)).toHaveLength(2);

    const deleted = await t.call({ method: 'DELETE', url: '/api/users', headers: donor.auth });
    expect(deleted.statusCode).toBe(200);

    const items = (await records()).items.filter((item) =>
      [ids.confirmedCard, ids.confirmedCash].includes(item.id),
    );
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).toMatchObject({ donor_name: ANONYMOUS_DONOR_NAME, msisdn: null });
    const lines = await csv();
    const exported = lines.filter((line) =>
      [ids.confirmedCard, ids.confirmedCash].map(String).includes(line[0]!),
    );
    expect(exported).toHaveLength(2);
    for (const line of exported) expect(line.slice(4, 6)).toEqual([ANONYMOUS_DONOR_NAME, '']);
    const everything = JSON.stringify([await records(), lines]);
    for (const secret of [NAME, PHONE, EMAIL, ADDRESS]) expect(everything).not.toContain(secret);
    expect(await row(ids.confirmedCash)).toMatchObject({ ...erased, address: '' });
    expect(await row(ids.confirmedCard)).toMatchObject({ ...erased, address: null });
    // a pending card donation needs nothing personal: the bank has the card
    expect(await row(ids.pendingCard)).toMatchObject({ ...erased, address: null });
    // the receipt, for whoever holds its link, no longer names the donor
    const receipt = await t.call({
      method: 'GET',
      url: `/api/receipts/${ids.confirmedCash}?key=${receiptKeys[ids.confirmedCash]}`,
    });
    expect(receipt.json().data[0].donor_name).toBe(ANONYMOUS_DONOR_NAME);
  });

  it('keeps what the collector needs while a cash donation is pending, and no e-mail', async () => {
    const pending = (await queue()).find((item) => item.id === ids.pendingCash);
    expect(pending).toMatchObject({ donor_name: NAME, msisdn: PHONE, address: ADDRESS });
    const internal = (await listPendingCash(t.db)).find((item) => item.id === ids.pendingCash);
    expect(internal).toMatchObject({ donor_name: NAME, msisdn: PHONE, address: ADDRESS });
    expect((await row(ids.pendingCash)).email).toBeNull();
  });

  it('erases the rest when the collection settles: collected, failed, or through the signed calls', async () => {
    expect((await act(ids.pendingCash, 'collected')).statusCode).toBe(200);
    expect(await row(ids.pendingCash)).toMatchObject({ ...erased, address: '', status: 'confirmed' });
    // no receipt mail: the e-mail was deleted with the account
    const receipts = await t.db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'receipt')
      .execute();
    expect(receipts.map((mail) => (mail.payload as { donation_id: number }).donation_id)).not.toContain(
      ids.pendingCash,
    );
    const item = (await records()).items.find((record) => record.id === ids.pendingCash);
    expect(item).toMatchObject({ donor_name: ANONYMOUS_DONOR_NAME, msisdn: null });

    expect((await act(ids.pendingCashToFail, 'failed', { reason: 'لم نصل إلى المتبرع' })).statusCode).toBe(
      200,
    );
    expect(await row(ids.pendingCashToFail)).toMatchObject({ ...erased, address: '', status: 'failed' });
    expect((await queue()).map((entry) => entry.id)).not.toContain(ids.pendingCashToFail);

    // the cash command and the payment host settle through confirmDonation / closeDonation
    const viaCommand = await give2();
    await closeDonation(t.db, viaCommand, 'cancelled');
    expect(await row(viaCommand)).toMatchObject({ ...erased, address: '', status: 'cancelled' });
    const viaConfirm = await give2();
    await confirmDonation(t.db, viaConfirm);
    expect(await row(viaConfirm)).toMatchObject({ ...erased, address: '', status: 'confirmed' });
    expect(JSON.stringify(await csv())).not.toContain(PHONE);
  });

  /** A pending cash donation of the deleted account (as if made just before the deletion). */
  async function give2() {
    const created = await t.db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: campaign.ngo_id,
        user_id: donor.id,
        donor_name: NAME,
        msisdn: PHONE,
        amount: piasters(20_000),
        channel: 1,
        type: PAYMENT_TYPE.cash,
        city_id: area.city_id,
        area_id: area.id,
        address: ADDRESS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  it("leaves other donors' donations as they were", async () => {
    const other = await createLoggedInUser(t.db);
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      headers: other.auth,
      payload: {
        donation: {
          consent: true,
          user_id: other.id,
          user_name: 'شريف نبيل',
          email: other.email,
          msisdn: '01099988877',
          amount: 150,
          campaign_id: campaign.id,
          type: PAYMENT_TYPE.card,
        },
      },
    });
    const id = response.json().data[0].donation_id;
    await confirmDonation(t.db, id);
    expect(await row(id)).toMatchObject({
      donor_name: 'شريف نبيل',
      msisdn: '01099988877',
      email: other.email,
    });
  });
});
