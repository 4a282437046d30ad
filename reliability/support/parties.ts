import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { createSession } from '@athar/api/services/accounts/sessions';
import { createStaffSession } from '@athar/api/services/charity/staff-tokens';
import { createUser, uniqueEmail } from '@athar/api/test/factories';
import { createSchedule } from '@athar/api/test/giving-factories';
import { createLoggedInStaff } from '@athar/api/test/staff-factories';
import type { TestApp } from '@athar/api/test/test-app';
import { signedCall } from '@athar/api/test/signed-call';
import { donationBody, findPaymentCampaigns, type PaymentCampaign } from './donations';
import { isOperatorParty, OPERATOR_PARTIES, plantOperators } from './operator-parties';

export const PARTY_NAMES = ['guest', 'userA', 'userB', 'staff1', 'staff2', ...OPERATOR_PARTIES] as const;
export type PartyName = (typeof PARTY_NAMES)[number];

/** A string only its owners should ever see, and who they are. */
export interface Marker {
  what: string;
  value: string;
  seenBy: PartyName[];
}

const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const arabicWord = (length: number) =>
  Array.from({ length }, () => ARABIC[randomInt(ARABIC.length)]).join('');
const phone = () => `011${String(randomInt(10_000_000, 99_999_999))}`;

export interface Donor {
  id: number;
  email: string;
  /** the session the donor gave with (the matrix calls with fresh ones) */
  auth: { authorization: string };
  /** the cash donation to the donor's own charity, and the card donation to the other one */
  cashDonationId: number;
  cardDonationId: number;
  /** A's own campaign, whose family (A) alone may see who chose to be seen by the family */
  favouriteCampaignId: number;
  /** the donor's card schedule of scheduled giving (docs/decisions/020, 027) */
  scheduleId: number;
}

/**
 * Two visitors, the staff of two charities and an operator of each duty (operator-parties.ts), with
 * private data planted in each place it can live:
 * A gives cash to charity 1 and by card to charity 2, B the other way round, both with hidden names;
 * each has a profile phone of their own. A created a campaign that B and a guest gave to for the
 * family's eyes only (docs/decisions/018); it is both visitors' favourite. Every private value is a marker
 * saying who may see it.
 */
export async function plantParties(t: TestApp) {
  const [charity1, charity2] = (await findPaymentCampaigns(t.db, 2)) as [PaymentCampaign, PaymentCampaign];
  const markers: Marker[] = [];
  const staff = {
    staff1: await createLoggedInStaff(t.db, charity1.ngo_id),
    staff2: await createLoggedInStaff(t.db, charity2.ngo_id),
  };
  markers.push({ what: 'staff 1 e-mail', value: staff.staff1.email, seenBy: ['staff1'] });
  markers.push({ what: 'staff 2 e-mail', value: staff.staff2.email, seenBy: ['staff2'] });

  async function donor(
    name: 'userA' | 'userB',
    own: PaymentCampaign,
    other: PaymentCampaign,
  ): Promise<Omit<Donor, 'favouriteCampaignId'>> {
    const ownStaff = own === charity1 ? 'staff1' : 'staff2';
    const otherStaff = ownStaff === 'staff1' ? 'staff2' : 'staff1';
    const profilePhone = phone();
    const user = await createUser(t.db, { email: uniqueEmail(name), msisdn: profilePhone });
    const auth = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    markers.push({ what: `${name} e-mail`, value: user.email, seenBy: [name] });
    markers.push({ what: `${name} profile phone`, value: profilePhone, seenBy: [name] });

    const give = async (
      campaign: PaymentCampaign,
      kind: 'cash' | 'card',
      overrides: Record<string, unknown>,
    ) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/donations',
        headers: auth,
        payload: donationBody(campaign, kind, 150, { user_id: user.id, hide_data: true, ...overrides }),
      });
      if (response.statusCode !== 200) throw new Error(`donation refused: ${response.body}`);
      return response.json().data[0] as {
        donation_id: number;
        receipt_key: string;
        payment_token: string | null;
      };
    };
    const cashName = `سري ${arabicWord(8)}`;
    const cashPhone = phone();
    const address = `عنوان سري ${arabicWord(8)} عمارة 7`;
    const cash = await give(own, 'cash', { user_name: cashName, msisdn: cashPhone, address });
    markers.push({ what: `${name} cash donor name`, value: cashName, seenBy: [name, ownStaff] });
    markers.push({ what: `${name} cash phone`, value: cashPhone, seenBy: [name, ownStaff] });
    markers.push({ what: `${name} cash address`, value: address, seenBy: [name, ownStaff] });
    markers.push({ what: `${name} cash receipt key`, value: cash.receipt_key, seenBy: [name] });

    const cardName = `خفي ${arabicWord(8)}`;
    const card = await give(other, 'card', { user_name: cardName, msisdn: '' });
    await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${card.donation_id}/confirm`,
      payload: { amount: 15_000, currency: 'EGP' },
    });
    markers.push({ what: `${name} card donor name`, value: cardName, seenBy: [name, otherStaff] });
    markers.push({ what: `${name} card receipt key`, value: card.receipt_key, seenBy: [name] });
    // handed once, in the creation's answer: no later answer to anyone may carry it
    markers.push({ what: `${name} card payment token`, value: card.payment_token!, seenBy: [] });
    // a card schedule of the donor's account: nobody else may open, change or re-link it
    const scheduleId = await createSchedule(t.db, own, { userId: user.id, email: user.email });

    return {
      id: user.id,
      email: user.email,
      auth,
      cashDonationId: cash.donation_id,
      cardDonationId: card.donation_id,
      scheduleId,
    };
  }

  const donors = {
    userA: await donor('userA', charity1, charity2),
    userB: await donor('userB', charity2, charity1),
  };

  // docs/decisions/018: A created a campaign (A is its family) on charity 1; B, logged in, and a guest gave
  // to it by card choosing to be seen by the family alone. It is both visitors' favourite, so every party
  // aims its campaign calls at it: the public donors list must name neither, the family's list only A.
  const familyCampaign = await createFamilyCampaign(t, charity1, donors.userA.id);
  const familyGift = async (party: 'userB' | 'guest', name: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      headers: party === 'userB' ? donors.userB.auth : {},
      payload: donationBody(familyCampaign, 'card', 150, {
        ...(party === 'userB' ? { user_id: donors.userB.id } : {}),
        user_name: name,
        msisdn: '',
        visibility: 'family',
      }),
    });
    if (response.statusCode !== 200) throw new Error(`family donation refused: ${response.body}`);
    await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${response.json().data[0].donation_id}/confirm`,
      payload: { amount: 15_000, currency: 'EGP' },
    });
  };
  const bFamilyName = `عائلي ${arabicWord(8)}`;
  await familyGift('userB', bFamilyName);
  markers.push({ what: 'userB family donor name', value: bFamilyName, seenBy: ['userB', 'userA', 'staff1'] });
  const guestFamilyName = `للعائلة ${arabicWord(8)}`;
  await familyGift('guest', guestFamilyName);
  markers.push({ what: 'guest family donor name', value: guestFamilyName, seenBy: ['userA', 'staff1'] });

  const users = {
    userA: { ...donors.userA, favouriteCampaignId: familyCampaign.id },
    userB: { ...donors.userB, favouriteCampaignId: familyCampaign.id },
  };
  for (const user of Object.values(users))
    await t.db
      .insertInto('favourites')
      .values({ user_id: user.id, campaign_id: familyCampaign.id })
      .execute();

  const operators = await plantOperators(t);
  markers.push(...operators.markers);

  /** A fresh bearer token for the party on every call (a logout in the matrix ends only that one). */
  async function token(party: PartyName): Promise<string | null> {
    if (party === 'guest' || isOperatorParty(party)) return null;
    if (party === 'staff1' || party === 'staff2') return createStaffSession(t.db, staff[party].id);
    return createSession(t.db, users[party].id);
  }

  /** What the party's call carries: visitors and staff a bearer token, operators their cookie alone. */
  async function credentials(party: PartyName): Promise<Pick<InjectOptions, 'headers' | 'cookies'>> {
    if (isOperatorParty(party)) return { cookies: await operators.cookie(party) };
    const bearer = await token(party);
    return bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {};
  }

  /** The user and the cash donation a party does not own: what an attack by that party aims at. */
  function victimOf(party: PartyName) {
    const victim = party === 'userA' || party === 'staff1' ? users.userB : users.userA;
    return {
      userId: victim.id,
      donationId: victim.cashDonationId,
      campaignId: victim.favouriteCampaignId,
      scheduleId: victim.scheduleId,
      operatorId: operators.bystander.id,
    };
  }

  return {
    markers,
    users,
    staff,
    operators: operators.operators,
    charities: [charity1, charity2],
    token,
    credentials,
    victimOf,
  };
}

export type Parties = Awaited<ReturnType<typeof plantParties>>;

/** A campaign of `creatorId` on a project of the charity, taking what the charity takes. */
async function createFamilyCampaign(
  t: TestApp,
  charity: PaymentCampaign,
  creatorId: number,
): Promise<PaymentCampaign> {
  const { project_id } = await t.db
    .selectFrom('campaigns')
    .select('project_id')
    .where('id', '=', charity.id)
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('campaigns')
    .values({ project_id, user_id: creatorId, title: 'المرحوم صابر عبد الحميد', deceased_gender: 'male' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...charity, id: row.id };
}

/** Everything a visitor owns and everything about a charity's donations, to compare before and after. */
export async function ownedState(db: TestApp['db'], userId: number, ngoIds: number[]) {
  const [
    user,
    sessions,
    favourites,
    campaigns,
    donations,
    charityDonations,
    events,
    schedules,
    scheduleMails,
  ] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('favourites')
      .select('campaign_id')
      .where('user_id', '=', userId)
      .orderBy('campaign_id')
      .execute(),
    db.selectFrom('campaigns').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('donations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('donations')
      .select(['id', 'status', 'amount', 'status_changed_at'])
      .where('ngo_id', 'in', ngoIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('donation_events as e')
      .innerJoin('donations as d', 'd.id', 'e.donation_id')
      .select(['e.id', 'e.action'])
      .where('d.ngo_id', 'in', ngoIds)
      .orderBy('e.id')
      .execute(),
    db.selectFrom('giving_schedules').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    // a new self-service link or a change of amount is mailed to the schedule's address: none for A's
    // schedule may come of anyone else's calls (docs/decisions/027)
    db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'payload'])
      .where('kind', 'in', ['schedule_link', 'schedule_amount_changed'])
      .orderBy('id')
      .execute(),
  ]);
  const own = new Set(schedules.map((schedule) => schedule.id));
  const mailsOfOwn = scheduleMails.filter((mail) => {
    const payload = (typeof mail.payload === 'string' ? JSON.parse(mail.payload) : mail.payload) as {
      schedule_id?: number;
    };
    return own.has(payload.schedule_id ?? 0);
  });
  return {
    user,
    sessions,
    favourites,
    campaigns,
    donations,
    charityDonations,
    events,
    schedules,
    scheduleMails: mailsOfOwn,
  };
}
