import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import type { DonationVisibility } from '@athar/contract/donations/visibility';
import { DONATION_VISIBILITY_NAMES } from '@athar/contract/donations/visibility-names';
import { validationMessages } from '@athar/contract/messages';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { parseCsv } from '../test/parse-csv';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

/** Giving privately (docs/decisions/018): each of the four choices on every surface that names donors. */
describe.each(oneEngine)('giving privately on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let creator: LoggedInUser;
  let stranger: LoggedInUser;
  let staff: LoggedInStaff;
  /** one confirmed donation per choice, each by its own logged-in donor: name → donation id */
  const given: Record<DonationVisibility, { id: number; name: string; donor: LoggedInUser }> = {} as never;
  /** amounts (piasters) told apart from each other, so an amount in an answer says whose it is */
  const AMOUNTS: Record<DonationVisibility, number> = {
    public: 11_100,
    amount_hidden: 22_200,
    family: 33_300,
    anonymous: 44_400,
  };
  const NAMES: Record<DonationVisibility, string> = {
    public: 'سامي الظاهر',
    amount_hidden: 'نادية المخفي مبلغها',
    family: 'رامي العائلي',
    anonymous: 'هدى المجهولة',
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db);
    creator = { ...campaign.creator, ...(await loggedInAs(campaign.creator.id)) };
    stranger = await createLoggedInUser(t.db);
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    let minute = 0;
    for (const visibility of ['public', 'amount_hidden', 'family', 'anonymous'] as const) {
      const donor = await createLoggedInUser(t.db, { user_name: NAMES[visibility] });
      minute += 1;
      const id = await createDonation(t.db, campaign, {
        status: 'confirmed',
        amount: AMOUNTS[visibility],
        donor: NAMES[visibility],
        visibility,
        userId: donor.id,
        at: new Date(Date.UTC(2026, 0, 10, 9, minute)),
      });
      given[visibility] = { id, name: NAMES[visibility], donor };
    }
  });
  afterAll(() => t.close());

  async function loggedInAs(userId: number) {
    const { createSession } = await import('../services/accounts/sessions');
    const token = await createSession(t.db, userId);
    return { token, auth: { authorization: `Bearer ${token}` } };
  }

  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
  const publicList = async (headers: Record<string, string> = {}) => {
    const response = await get(`/api/campaigns/donations?campid=${campaign.id}&rowscount=50`, headers);
    expect(response.statusCode).toBe(200);
    return response.json().data as { user_name: string; donation_amount: number | null }[];
  };
  const familyList = (headers: Record<string, string>, campid = campaign.id) =>
    get(`/api/campaigns/family-donors?campid=${campid}&rowscount=50`, headers);
  /** the list's items, oldest first, as [name, amount] */
  const pairs = (items: { user_name: string; donation_amount: number | null }[]) =>
    items
      .slice()
      .reverse()
      .map((item) => [item.user_name, item.donation_amount]);

  it('shows everyone the same public list: names and amounts only where the donor allowed them', async () => {
    const asGuest = await publicList();
    expect(pairs(asGuest)).toEqual([
      [NAMES.public, 111],
      [NAMES.amount_hidden, null],
      [ANONYMOUS_DONOR_NAME, null],
      [ANONYMOUS_DONOR_NAME, 444],
    ]);
    // the family's own view never leaks into the public (cacheable) list
    expect(await publicList(creator.auth)).toEqual(asGuest);
    expect(await publicList(stranger.auth)).toEqual(asGuest);
    const body = JSON.stringify(asGuest);
    expect(body).not.toContain(NAMES.family);
    expect(body).not.toContain(NAMES.anonymous);
    expect(body).not.toContain('222');
    expect(body).not.toContain('333');
  });

  it("gives the creator the family's view: family donors by name and amount, never an anonymous name", async () => {
    const response = await familyList(creator.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(pairs(response.json().data)).toEqual([
      [NAMES.public, 111],
      [NAMES.amount_hidden, null],
      [NAMES.family, 333],
      [ANONYMOUS_DONOR_NAME, 444],
    ]);
    expect(response.body).not.toContain(NAMES.anonymous);
  });

  it('answers the family view to no one else: 401 for a guest, 404 for another visitor or staff', async () => {
    const guest = await familyList({});
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    const other = await familyList(stranger.auth);
    expect(other.statusCode).toBe(404);
    expect(other.headers['cache-control']).toBe('private, no-store');
    // the same answer as for a campaign that does not exist: nothing tells the two apart
    const missing = await familyList(stranger.auth, 999_999_999);
    expect(other.json()).toEqual(missing.json());
    // a donor of the campaign is not its family either
    expect((await familyList(given.family.donor.auth)).statusCode).toBe(404);
    // staff tokens are not visitor sessions
    expect((await familyList(staff.auth)).statusCode).toBe(401);
    for (const response of [guest, other]) expect(response.body).not.toContain(NAMES.family);
  });

  it('still hides the name of a profile that hides its data, and of a deleted account, from the family too', async () => {
    const shy = await createLoggedInUser(t.db, { user_name: 'وليد الخجول', hide_data: true });
    const gone = await createLoggedInUser(t.db, { user_name: 'عادل الراحل' });
    const other = await createCreatorCampaign(t.db);
    for (const [donor, name] of [
      [shy, 'وليد الخجول'],
      [gone, 'عادل الراحل'],
    ] as const)
      await createDonation(t.db, other, {
        status: 'confirmed',
        amount: 55_500,
        donor: name,
        visibility: 'public',
        userId: donor.id,
      });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    const { auth } = await loggedInAs(other.creator.id);
    const family = await get(`/api/campaigns/family-donors?campid=${other.id}`, auth);
    const seen = await get(`/api/campaigns/donations?campid=${other.id}`);
    for (const response of [family, seen]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('وليد');
      expect(response.body).not.toContain('عادل');
      const names = (response.json().data as { user_name: string }[]).map((item) => item.user_name);
      expect(names.filter((name) => name === ANONYMOUS_DONOR_NAME)).toHaveLength(2);
    }
  });

  it("shows the charity its donors by name with the donor's choice, in the console and the CSV", async () => {
    const records = await get('/api/charity/donations?rowscount=50', staff.auth);
    const items = records.json().data[0].items as { id: number; donor_name: string; visibility: string }[];
    for (const visibility of Object.keys(given) as DonationVisibility[]) {
      expect(items.find((item) => item.id === given[visibility].id)).toMatchObject({
        donor_name: NAMES[visibility],
        visibility,
      });
    }
    const csv = parseCsv((await get('/api/charity/donations.csv', staff.auth)).body.slice(1));
    const [headings, ...lines] = csv;
    const column = headings!.indexOf('طريقة الظهور');
    expect(column).toBeGreaterThan(0);
    for (const visibility of Object.keys(given) as DonationVisibility[]) {
      const line = lines.find((record) => Number(record[0]) === given[visibility].id)!;
      expect(line[4]).toBe(NAMES[visibility]);
      expect(line[column]).toBe(DONATION_VISIBILITY_NAMES[visibility]);
    }
    expect(new Set(Object.values(DONATION_VISIBILITY_NAMES)).size).toBe(4);
  });

  it('shows each donor their own choice in their donations list', async () => {
    for (const visibility of Object.keys(given) as DonationVisibility[]) {
      const response = await get('/api/users/donations', given[visibility].donor.auth);
      expect(response.json().data).toEqual([
        expect.objectContaining({ donation_id: given[visibility].id, visibility }),
      ]);
    }
  });
});

describe.each(oneEngine)('choosing how a donation is seen, on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { card: true });
  });
  afterAll(() => t.close());

  const card = (overrides: Record<string, unknown> = {}) => ({
    user_name: 'هالة منصور',
    email: 'hala@example.com',
    msisdn: '',
    amount: 150,
    campaign_id: campaign.id,
    type: 2,
    consent: true,
    ...overrides,
  });
  const donate = (donation: Record<string, unknown>, key?: string) =>
    t.call({
      method: 'POST',
      url: '/api/donations',
      payload: { donation },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const stored = (id: number) =>
    t.db
      .selectFrom('donations')
      .select(['visibility', 'hide_data'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const created = async (donation: Record<string, unknown>, key?: string) => {
    const response = await donate(donation, key);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0].donation_id as number;
  };

  it.each([
    ['public', false],
    ['amount_hidden', false],
    ['family', true],
    ['anonymous', true],
  ] as const)('stores the choice %s (hide_data %s for older readers)', async (visibility, hideData) => {
    const id = await created(card({ visibility }));
    expect(await stored(id)).toEqual({ visibility, hide_data: hideData });
  });

  it('reads an older client that sends hide_data alone: true is anonymous, false or nothing is public', async () => {
    expect(await stored(await created(card({ hide_data: true })))).toEqual({
      visibility: 'anonymous',
      hide_data: true,
    });
    expect((await stored(await created(card({ hide_data: false })))).visibility).toBe('public');
    expect((await stored(await created(card()))).visibility).toBe('public');
  });

  it('lets the choice decide when it and hide_data disagree', async () => {
    expect(await stored(await created(card({ visibility: 'amount_hidden', hide_data: true })))).toEqual({
      visibility: 'amount_hidden',
      hide_data: false,
    });
    expect(await stored(await created(card({ visibility: 'family', hide_data: false })))).toEqual({
      visibility: 'family',
      hide_data: true,
    });
  });

  it('refuses an unknown choice with an Arabic message on the field', async () => {
    const response = await donate(card({ visibility: 'secret' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'donation.visibility': validationMessages.visibilityInvalid,
    });
  });

  it('treats the same key with another choice as another request, and the same meaning as the same', async () => {
    const id = await created(card({ visibility: 'family' }), 'visibility-key-0001');
    expect(await created(card({ visibility: 'family' }), 'visibility-key-0001')).toBe(id);
    const other = await donate(card({ visibility: 'public' }), 'visibility-key-0001');
    expect(other.statusCode).toBe(409);
    expect((await stored(id)).visibility).toBe('family');

    // hide_data alone and the choice it stands for are one request
    const legacy = await created(card({ hide_data: true }), 'visibility-key-0002');
    expect(await created(card({ hide_data: true, visibility: 'anonymous' }), 'visibility-key-0002')).toBe(
      legacy,
    );
    expect(
      (await donate(card({ hide_data: true, visibility: 'family' }), 'visibility-key-0002')).statusCode,
    ).toBe(409);
  });
});
