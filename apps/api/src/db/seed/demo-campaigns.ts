import { sql, type Insertable, type Kysely } from 'kysely';
import { CASH_CONTACT_HOURS, CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import { egpToPiasters } from '@athar/contract/money';
import type { Database, DonationsTable } from '../schema';
import { commentsFor, deceased, donorNames, seededRandom } from './demo-content';
import type { SeedImageWriter } from './images';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const AMOUNTS_EGP = [100, 100, 100, 150, 200, 200, 250, 300, 500, 500, 1000, 1500, 2000, 5000];
/** Every tenth campaign is kept under 100 EGP of confirmed donations, so it stays hidden. */
const HIDDEN_EVERY = 10;

interface SeedProject {
  id: number;
  ngo_id: number;
}

/**
 * Campaigns in memory of the demo people, with confirmed, pending and failed donations, dated back
 * from the moment the seed runs.
 */
export async function seedCampaigns(
  db: Kysely<Database>,
  writeImage: SeedImageWriter,
  projects: SeedProject[],
  creatorIds: number[],
) {
  const random = seededRandom(2020);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const ngos = await db
    .selectFrom('ngos')
    .select([
      'id',
      'merchant_id',
      'cash_collection',
      'wallet_integration_id',
      'kiosk_integration_id',
      'meeza_integration_id',
    ])
    .execute();
  const ngoById = new Map(ngos.map((ngo) => [ngo.id, ngo]));
  const areas = await db.selectFrom('areas').select(['id', 'city_id']).execute();
  const now = Date.now();

  const donations: Insertable<DonationsTable>[] = [];
  for (const [index, person] of deceased.entries()) {
    const project = pick(projects);
    const comments = commentsFor(person.gender);
    const createdAt = now - (index * 2.5 * DAY + random() * 20 * HOUR) - HOUR;
    const campaign = await db
      .insertInto('campaigns')
      .values({
        project_id: project.id,
        user_id: creatorIds[index % creatorIds.length]!,
        title: person.name,
        deceased_gender: person.gender === 'f' ? 'female' : 'male',
        description: person.description,
        image: index % 5 === 4 ? null : await writeImage('campaign', index + 1),
        msisdn: `010${String(20_000_000 + index * 7919).padStart(8, '0')}`,
        created_at: new Date(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const ngo = ngoById.get(project.ngo_id)!;
    const hidden = index % HIDDEN_EVERY === HIDDEN_EVERY - 1;
    const count = hidden ? Math.floor(random() * 3) : 2 + Math.floor(random() * 22);
    for (let k = 0; k < count; k++) {
      const at = createdAt + ((now - createdAt) * (k + random())) / (count + 1);
      const kind = hidden ? (k === 0 || !ngo.cash_collection ? 'sms' : 'pending') : pickKind(random(), ngo);
      const donorIndex = Math.floor(random() * donorNames.length);
      const base = {
        campaign_id: campaign.id,
        ngo_id: ngo.id,
        donor_name: donorNames[donorIndex]!,
        email: `donor${donorIndex + 1}@example.com`,
        msisdn: `011${String(10_000_000 + donorIndex * 104_729).slice(-8)}`,
        comment: random() < 0.55 ? pick(comments) : null,
        hide_data: random() < 0.15,
        created_at: new Date(at),
      };
      if (kind === 'sms') {
        donations.push({
          ...base,
          email: null,
          comment: null,
          amount: egpToPiasters(5),
          channel: CHANNEL.sms,
          type: PAYMENT_TYPE.sms,
          status: 'confirmed',
          confirmed_at: new Date(at),
          sms_message_id: `seed-${campaign.id}-${k}`,
        });
        continue;
      }
      const amount = egpToPiasters(pick(AMOUNTS_EGP));
      if (kind === 'card' || kind === 'failed') {
        donations.push({
          ...base,
          amount,
          channel: CHANNEL.web,
          type: PAYMENT_TYPE.card,
          status: kind === 'card' ? 'confirmed' : 'failed',
          confirmed_at: kind === 'card' ? new Date(at + 60_000) : null,
          status_changed_at: new Date(at + 60_000),
          payment_ref: `seed-order-${campaign.id}-${k}`,
        });
        continue;
      }
      const area = pick(areas);
      const collectedAt = Math.min(at + (12 + random() * 60) * HOUR, now - HOUR);
      const collected = kind === 'cash' && collectedAt > at;
      // a charity settles its cash within the 72-hour promise: one still uncollected past it was
      // given up on (failed), so the console's queue holds only recent cards (the curated overdue
      // ones of seedCharityStaff aside), as on a real day, not months of backlog
      const givenUp = !collected && now - at > CASH_CONTACT_HOURS * HOUR;
      donations.push({
        ...base,
        amount,
        channel: CHANNEL.web,
        type: PAYMENT_TYPE.cash,
        status: collected ? 'confirmed' : givenUp ? 'failed' : 'pending',
        confirmed_at: collected ? new Date(collectedAt) : null,
        status_changed_at: collected
          ? new Date(collectedAt)
          : givenUp
            ? new Date(at + CASH_CONTACT_HOURS * HOUR)
            : null,
        city_id: area.city_id,
        area_id: area.id,
        address: `شارع ${1 + Math.floor(random() * 40)}، عمارة ${1 + Math.floor(random() * 30)}، الدور ${1 + Math.floor(random() * 9)}`,
      });
    }
  }

  paidThroughGateway(donations, ngoById);
  for (let start = 0; start < donations.length; start += 500) {
    await db
      .insertInto('donations')
      .values(donations.slice(start, start + 500))
      .execute();
  }
  await recomputeCampaignTotals(db);
}

/** Every this many confirmed cash or card donations of a charity on the gateway is paid there instead. */
const GATEWAY_EVERY = 3;

/**
 * Gives the charities on the gateway confirmed wallet, kiosk and Meeza donations: every third of their
 * confirmed cash and card ones becomes one of the methods they take, in turn. The amounts, dates and
 * statuses stay (so do the totals), and no random number is drawn: every other campaign is seeded as
 * before.
 */
function paidThroughGateway(
  donations: Insertable<DonationsTable>[],
  ngoById: Map<
    number,
    {
      wallet_integration_id: number | null;
      kiosk_integration_id: number | null;
      meeza_integration_id: number | null;
    }
  >,
) {
  let seen = 0;
  for (const donation of donations) {
    const ngo = ngoById.get(donation.ngo_id)!;
    const types = [
      ngo.wallet_integration_id === null ? null : PAYMENT_TYPE.wallet,
      ngo.kiosk_integration_id === null ? null : PAYMENT_TYPE.kiosk,
      ngo.meeza_integration_id === null ? null : PAYMENT_TYPE.meeza,
    ].filter((type) => type !== null);
    const paidOnSite = donation.type === PAYMENT_TYPE.cash || donation.type === PAYMENT_TYPE.card;
    if (types.length === 0 || !paidOnSite || donation.status !== 'confirmed') continue;
    seen += 1;
    if (seen % GATEWAY_EVERY !== 0) continue;
    const at = new Date(donation.created_at as Date);
    Object.assign(donation, {
      type: types[(seen / GATEWAY_EVERY) % types.length]!,
      city_id: null,
      area_id: null,
      address: null,
      payment_ref: null,
      gateway_order_id: String(700_000_000 + seen),
      gateway_order_at: at,
    });
  }
}

type DonationKind = 'cash' | 'pending' | 'card' | 'failed' | 'sms';

function pickKind(roll: number, ngo: { merchant_id: string | null; cash_collection: boolean }): DonationKind {
  if (roll < 0.12) return 'sms';
  if (ngo.merchant_id && roll < 0.5) return roll < 0.46 ? 'card' : 'failed';
  if (ngo.cash_collection) return roll < 0.9 ? 'cash' : 'pending';
  return ngo.merchant_id ? 'card' : 'sms';
}

/** Sets every campaign's stored totals to the sums of its confirmed donations. */
export async function recomputeCampaignTotals(db: Kysely<Database>) {
  await sql`
    UPDATE campaigns c
    SET collected = coalesce(s.total, 0), donors_count = coalesce(s.n, 0)
    FROM campaigns c2
    LEFT JOIN (
      SELECT campaign_id, sum(amount) AS total, count(*) AS n
      FROM donations WHERE status = 'confirmed' GROUP BY campaign_id
    ) s ON s.campaign_id = c2.id
    WHERE c.id = c2.id`.execute(db);
}
