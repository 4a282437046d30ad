import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, PAGE_SIZE } from '@athar/contract/constants';
import type { Database } from '../schema';
import { cairoDay } from '../../lib/cairo-time';
import { DEMO_ACCOUNT, DEMO_STAFF } from './demo';
import { DEMO_APPLICATION } from './demo-application';

/** A seeded campaign as the journeys use it. */
export interface DemoCampaign {
  id: number;
  /** the short code: its short link `/<code>` and its SMS code `T<code>` */
  code: number;
  title: string;
  /** its charity */
  ngoId: number;
  /** the account that created it (every seeded account has the demo password) */
  creatorEmail: string;
}

/**
 * The seeded records the browser journeys use, each found by the property its journey relies on, never
 * by its place in the seed's loops (issue 33): adding a demo person or charity changes which campaign a
 * record names, not what it is. No two records name the same campaign, so what one journey does to its
 * campaign (a donation, a khatma, a date of death) never shows on another's. Every campaign's charity
 * has an online fundraising permit in force, so it takes donations.
 */
export interface DemoRecords {
  /**
   * A visible campaign whose charity takes cash and cards and nothing else (no wallet, kiosk or Meeza),
   * and is the charity of the demo staff member (README): its console queue holds the seed's pending
   * cash, the overdue card among it.
   */
  cashAndCardCampaign: DemoCampaign;
  /** A campaign whose charity takes neither cash nor card nor a gateway method: SMS is its only way. */
  noPaymentCampaign: DemoCampaign;
  /** A visible campaign whose charity takes cash and nothing else. */
  cashOnlyCampaign: DemoCampaign;
  /** A visible campaign whose charity takes cards and nothing else. */
  cardOnlyCampaign: DemoCampaign;
  /** A visible campaign in memory of a man (its words say «رحمه الله»). */
  inMemoryOfAMan: DemoCampaign;
  /** A visible campaign whose donors all fit on the first page of its list: its page offers no «more». */
  fewDonorsCampaign: DemoCampaign;
  /**
   * A visible campaign whose project's name is as short as any visible campaign's: its condolence card
   * names the project on one line.
   */
  shortProjectNameCampaign: DemoCampaign;
  /** A visible campaign whose charity takes every gateway method: wallet, kiosk and Meeza. */
  walletApproved: DemoCampaign;
  /** A visible campaign whose charity takes wallets. */
  walletDeclined: DemoCampaign;
  /** A visible campaign whose charity takes kiosk payments. */
  kiosk: DemoCampaign;
  /** A visible campaign whose charity takes Meeza cards and is not walletApproved's charity. */
  meeza: DemoCampaign;
  /** A visible campaign whose charity takes wallets, for the charity console's records. */
  walletConsole: DemoCampaign;
  /** A visible campaign whose charity takes wallets, for a schedule paid from one. */
  walletSchedule: DemoCampaign;
  /** A visible campaign created by a family account (not the demo account) and no co-administrator yet. */
  coAdmin: DemoCampaign;
  /** Another, for an invitee who has no account yet: they register, verify and accept (issue 35). */
  coAdminNewcomer: DemoCampaign;
  /** A visible campaign created by a family account, whose duas wait for the family's approval. */
  duaWall: DemoCampaign;
  /** A visible campaign created by a family account, with no khatma yet. */
  khatma: DemoCampaign;
  /** Another, for relatives reading its khatma from one address (issue 34). */
  khatmaReaders: DemoCampaign;
  /** Another, for a reader who marks a juz read from the link mailed to them (issue 35). */
  khatmaLink: DemoCampaign;
  /** A visible campaign created by a family account, with no date of death yet. */
  reminders: DemoCampaign;
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/**
 * Every campaign whose creator has an e-mail to log in with, with what the records are found by,
 * oldest first.
 */
async function candidates(db: Kysely<Database>, day: string) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.code',
      'c.title',
      'p.ngo_id',
      'p.ar_name as project_name',
      'u.email as creator_email',
      'c.collected',
      'c.duas_need_approval',
      'c.death_date',
      'c.deceased_gender',
      'c.donors_count',
      'n.cash_collection',
      'n.merchant_id',
      'n.wallet_integration_id',
      'n.kiosk_integration_id',
      'n.meeza_integration_id',
      // the approved online permit covering the day, not revoked (db/queries/permit-in-force.ts)
      eb
        .exists(
          eb
            .selectFrom('charity_permits as permit')
            .select('permit.id')
            .whereRef('permit.ngo_id', '=', 'n.id')
            .where('permit.status', '=', 'approved')
            .where('permit.revoked_at', 'is', null)
            .where('permit.scope', '=', 'online')
            .where('permit.starts_on', '<=', sql<Date>`${day}::date`)
            .where('permit.ends_on', '>=', sql<Date>`${day}::date`),
        )
        .as('permit_in_force'),
      eb
        .exists(eb.selectFrom('khatmas as k').select('k.id').whereRef('k.campaign_id', '=', 'c.id'))
        .as('has_khatma'),
      eb
        .exists(
          eb.selectFrom('campaign_admins as a').select('a.user_id').whereRef('a.campaign_id', '=', 'c.id'),
        )
        .as('has_co_admin'),
    ])
    .where('u.email', 'is not', null)
    .$narrowType<{ creator_email: string }>()
    .orderBy('c.id')
    .execute();
}

const visible = (c: Candidate) => Number(c.collected) >= CAMPAIGN_VISIBLE_FROM_PIASTERS;
const takesCard = (c: Candidate) => c.merchant_id !== null;
const takesWallet = (c: Candidate) => c.wallet_integration_id !== null;
const takesKiosk = (c: Candidate) => c.kiosk_integration_id !== null;
const takesMeeza = (c: Candidate) => c.meeza_integration_id !== null;
const onGateway = (c: Candidate) => takesWallet(c) || takesKiosk(c) || takesMeeza(c);
const byFamily = (c: Candidate) => c.creator_email !== DEMO_ACCOUNT.email;

/** Finds every record in the seeded database; throws naming the first record no campaign fits. */
export async function findDemoRecords(db: Kysely<Database>, now = new Date()): Promise<DemoRecords> {
  const all = await candidates(db, cairoDay(now));
  const staff = await db
    .selectFrom('charity_staff')
    .select('ngo_id')
    .where('email', '=', DEMO_STAFF.email)
    .executeTakeFirst();
  if (!staff) throw new Error(`demo records: no charity staff member ${DEMO_STAFF.email} in the database`);

  const taken = new Set<number>();
  /** The oldest campaign no other record names that has the property, as a record. */
  const find = (record: keyof DemoRecords, property: (c: Candidate) => boolean): DemoCampaign => {
    const found = all.find((c) => !taken.has(c.id) && Boolean(c.permit_in_force) && property(c));
    if (!found)
      throw new Error(
        `demo records: no seeded campaign fits ${record} (see DemoRecords in apps/api/src/db/seed/demo-records.ts)`,
      );
    taken.add(found.id);
    return {
      id: found.id,
      code: found.code,
      title: found.title,
      ngoId: found.ngo_id,
      creatorEmail: found.creator_email,
    };
  };

  const cashAndCardCampaign = find(
    'cashAndCardCampaign',
    (c) => visible(c) && c.ngo_id === staff.ngo_id && c.cash_collection && takesCard(c) && !onGateway(c),
  );
  const shortestProjectName = Math.min(
    ...all.filter((c) => visible(c) && c.permit_in_force).map((c) => c.project_name.length),
  );
  const shortProjectNameCampaign = find(
    'shortProjectNameCampaign',
    (c) => visible(c) && c.project_name.length === shortestProjectName,
  );
  const noPaymentCampaign = find(
    'noPaymentCampaign',
    (c) => !c.cash_collection && !takesCard(c) && !onGateway(c),
  );
  const cashOnlyCampaign = find(
    'cashOnlyCampaign',
    (c) => visible(c) && c.cash_collection && !takesCard(c) && !onGateway(c),
  );
  const cardOnlyCampaign = find(
    'cardOnlyCampaign',
    (c) => visible(c) && !c.cash_collection && takesCard(c) && !onGateway(c),
  );
  const inMemoryOfAMan = find('inMemoryOfAMan', (c) => visible(c) && c.deceased_gender === 'male');
  const fewDonorsCampaign = find('fewDonorsCampaign', (c) => visible(c) && c.donors_count <= PAGE_SIZE);
  const walletApproved = find(
    'walletApproved',
    (c) => visible(c) && takesWallet(c) && takesKiosk(c) && takesMeeza(c),
  );
  const meeza = find('meeza', (c) => visible(c) && takesMeeza(c) && c.ngo_id !== walletApproved.ngoId);
  const walletDeclined = find('walletDeclined', (c) => visible(c) && takesWallet(c));
  const kiosk = find('kiosk', (c) => visible(c) && takesKiosk(c));
  const walletConsole = find('walletConsole', (c) => visible(c) && takesWallet(c));
  const walletSchedule = find('walletSchedule', (c) => visible(c) && takesWallet(c));
  const coAdmin = find('coAdmin', (c) => visible(c) && byFamily(c) && !c.has_co_admin);
  const coAdminNewcomer = find('coAdminNewcomer', (c) => visible(c) && byFamily(c) && !c.has_co_admin);
  const duaWall = find('duaWall', (c) => visible(c) && byFamily(c) && c.duas_need_approval);
  const khatma = find('khatma', (c) => visible(c) && byFamily(c) && !c.has_khatma);
  const khatmaReaders = find('khatmaReaders', (c) => visible(c) && byFamily(c) && !c.has_khatma);
  const reminders = find('reminders', (c) => visible(c) && byFamily(c) && c.death_date === null);
  const khatmaLink = find('khatmaLink', (c) => visible(c) && byFamily(c) && !c.has_khatma);

  return {
    cashAndCardCampaign,
    noPaymentCampaign,
    cashOnlyCampaign,
    cardOnlyCampaign,
    inMemoryOfAMan,
    fewDonorsCampaign,
    shortProjectNameCampaign,
    walletApproved,
    walletDeclined,
    kiosk,
    meeza,
    walletConsole,
    walletSchedule,
    coAdmin,
    coAdminNewcomer,
    duaWall,
    khatma,
    khatmaReaders,
    khatmaLink,
    reminders,
  };
}

/** The seed's charity application waiting for an operator, with its documents (demo-application.ts). */
export interface DemoApplication {
  id: number;
  legalName: string;
  trackingToken: string;
}

export async function findDemoApplication(db: Kysely<Database>): Promise<DemoApplication> {
  const application = await db
    .selectFrom('charity_applications')
    .select('id')
    .where('contact_email', '=', DEMO_APPLICATION.contact_email)
    .executeTakeFirst();
  if (!application) throw new Error(`demo records: no application from ${DEMO_APPLICATION.contact_email}`);
  return {
    id: application.id,
    legalName: DEMO_APPLICATION.legal_name,
    trackingToken: DEMO_APPLICATION.tracking_token,
  };
}
