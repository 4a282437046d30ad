import type { Kysely } from 'kysely';
import { CASH_CONTACT_HOURS, CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import { egpToPiasters } from '@athar/contract/money';
import { LOCAL_OPERATOR_FACTOR_KEY } from '@athar/server-kit/config';
import { DEMO_STAFF_FACTOR_SECRET, sealFactorSecret } from '../../lib/factor-secret';
import type { Database } from '../schema';

const HOUR = 3_600_000;
/** The demo staff work for the charity of this campaign, which takes cash and cards. */
export const DEMO_STAFF_CAMPAIGN_CODE = 10006;

/**
 * Pending cash donations waiting in the demo console's queue, dated back from the moment the seed
 * runs so the queue looks like a real day: one overdue, two due within the day, three new (the
 * generated campaigns leave no cash pending past the 72 hours); `areaId`s are fixed ids of
 * egypt-locations.json.
 */
const PENDING_CASH = [
  {
    donor_name: 'حسن عبد الفتاح',
    msisdn: '01001234567',
    amount_egp: 500,
    hours_ago: CASH_CONTACT_HOURS + 8,
    area_id: 39,
    city_id: 1,
    address: 'شارع عباس العقاد، عمارة 14، الدور الخامس',
    comment: 'يفضل الاتصال بعد المغرب',
  },
  {
    donor_name: 'نادية إبراهيم',
    msisdn: '01112345678',
    amount_egp: 250,
    hours_ago: CASH_CONTACT_HOURS - 6,
    area_id: 73,
    city_id: 2,
    address: 'شارع التحرير، عمارة 7، الدور الثاني',
    comment: null,
  },
  {
    donor_name: 'ياسر عبد الحميد',
    msisdn: '01006789012',
    amount_egp: 300,
    hours_ago: CASH_CONTACT_HOURS - 20,
    area_id: 39,
    city_id: 1,
    address: 'شارع مكرم عبيد، عمارة 31، الدور السابع',
    comment: null,
  },
  {
    donor_name: 'محمود سامي',
    msisdn: '01223456789',
    amount_egp: 1000,
    hours_ago: 30,
    area_id: 21,
    city_id: 1,
    address: 'شارع 9، عمارة 22، الدور الثالث',
    comment: 'صدقة جارية على روحه',
  },
  {
    donor_name: 'إيمان فؤاد',
    msisdn: '01534567890',
    amount_egp: 150,
    hours_ago: 3,
    area_id: 109,
    city_id: 3,
    address: 'شارع فوزي معاذ، عمارة 5، الدور الأول',
    comment: null,
  },
  {
    donor_name: 'رحاب مصطفى',
    msisdn: '01145678901',
    amount_egp: 200,
    hours_ago: 1,
    area_id: 73,
    city_id: 2,
    address: 'شارع الجمهورية، عمارة 12، الدور الرابع',
    comment: 'على روح الوالد',
  },
] as const;

/**
 * The demo charity staff member (with an already set password), the charity's admin with a second
 * factor whose secret is printed in the README — sealed with the local key, as the demo operator's
 * (demo-operator.ts) — and pending cash donations on the
 * charity's older campaigns, so the console has a queue to work on. Pending cash counts nowhere, so no
 * campaign total changes.
 */
export async function seedCharityStaff(
  db: Kysely<Database>,
  staff: { email: string; staff_name: string },
  passwordHash: string,
) {
  const { ngo_id } = await db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select('p.ngo_id')
    .where('c.code', '=', DEMO_STAFF_CAMPAIGN_CODE)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('charity_staff')
    .values({
      ngo_id,
      email: staff.email,
      staff_name: staff.staff_name,
      password_hash: passwordHash,
      is_admin: true,
      factor_secret: sealFactorSecret(DEMO_STAFF_FACTOR_SECRET, LOCAL_OPERATOR_FACTOR_KEY),
      factor_enrolled_at: new Date(),
    })
    .execute();

  const now = Date.now();
  // campaigns older than every donation below, so none predates its campaign
  const campaigns = await db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select('c.id')
    .where('p.ngo_id', '=', ngo_id)
    .where('c.created_at', '<', new Date(now - (CASH_CONTACT_HOURS + 24) * HOUR))
    .orderBy('c.code')
    .execute();
  await db
    .insertInto('donations')
    .values(
      PENDING_CASH.map((donation, index) => ({
        campaign_id: campaigns[index % campaigns.length]!.id,
        ngo_id,
        donor_name: donation.donor_name,
        msisdn: donation.msisdn,
        amount: egpToPiasters(donation.amount_egp),
        channel: CHANNEL.web,
        type: PAYMENT_TYPE.cash,
        city_id: donation.city_id,
        area_id: donation.area_id,
        address: donation.address,
        comment: donation.comment,
        created_at: new Date(now - donation.hours_ago * HOUR),
      })),
    )
    .execute();
}
