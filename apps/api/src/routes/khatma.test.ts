import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { KHATMA_PARTS, khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import type { KhatmaView } from '@athar/contract/remembrance/khatma';
import { createSession } from '../services/accounts/sessions';
import { releaseStaleKhatmaParts } from '../services/remembrance/khatma-release';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const RLO = '\u202E';

/** a new client address per caller, so the per-address limit only bites where a test means it to */
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

describe.each(testEngines)('the shared khatma on %s', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let family: { authorization: string };
  let coAdmin: LoggedInUser;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db);
    family = { authorization: `Bearer ${await createSession(t.db, campaign.creator.id)}` };
    coAdmin = await createLoggedInUser(t.db, { user_name: 'خالد سمير' });
    await t.db
      .insertInto('campaign_admins')
      .values({ campaign_id: campaign.id, user_id: coAdmin.id, invited_by: campaign.creator.id })
      .execute();
    stranger = await createLoggedInUser(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const open = (campaignId: number, auth: { authorization: string } | Record<string, never> = family) =>
    t.call({ method: 'POST', url: '/api/campaigns/khatma', payload: { campid: campaignId }, headers: auth });

  const view = async (campaignId: number, headers: Record<string, string> = {}) => {
    const response = await t.call({
      method: 'GET',
      url: `/api/campaigns/khatma?campid=${campaignId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    // a guest's grid is shared-cacheable; a logged-in viewer's (their own ajza') never
    expect(response.headers['cache-control']).toBe(
      headers.authorization ? 'private, no-cache' : 'public, max-age=0, s-maxage=5',
    );
    return response.json().data as KhatmaView;
  };

  const reserve = (
    khatmaId: number,
    juz: number | string,
    body: Record<string, unknown> = {},
    options: { address?: string; headers?: Record<string, string> } = {},
  ) =>
    t.call({
      method: 'POST',
      url: `/api/khatmas/${khatmaId}/parts/${juz}`,
      payload: body,
      remoteAddress: options.address ?? newAddress(),
      headers: options.headers,
    });

  const markRead = (khatmaId: number, juz: number, body: Record<string, unknown>, headers = {}) =>
    t.call({ method: 'POST', url: `/api/khatmas/${khatmaId}/parts/${juz}/read`, payload: body, headers });

  /** A campaign of its own with its first khatma open; answers the khatma's id. */
  async function openedKhatma() {
    const own = await createCreatorCampaign(t.db);
    const auth = { authorization: `Bearer ${await createSession(t.db, own.creator.id)}` };
    const response = await open(own.id, auth);
    expect(response.statusCode).toBe(200);
    return { campaign: own, auth, khatmaId: (response.json().data as KhatmaView).khatma!.id };
  }

  describe('opening', () => {
    it('shows no khatma before the family opens one', async () => {
      const own = await createCreatorCampaign(t.db);
      expect(await view(own.id)).toEqual({ khatma: null, finished_count: 0 });
    });

    it('answers 404 for a campaign that does not exist', async () => {
      const response = await t.call({ method: 'GET', url: '/api/campaigns/khatma?campid=987654321' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(apiMessages.campaignNotFound);
    });

    it('lets the creator open the first khatma, and refuses a second while it is open (409)', async () => {
      const first = await open(campaign.id);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(khatmaMessages.opened(1));
      const data = first.json().data as KhatmaView;
      expect(data.khatma).toMatchObject({ number: 1, finished: false, reserved_count: 0, read_count: 0 });
      expect(data.khatma!.parts).toHaveLength(KHATMA_PARTS);
      expect(data.khatma!.parts.every((part) => part.state === 'free')).toBe(true);

      const again = await open(campaign.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: 0, message: khatmaMessages.alreadyOpen });
      // a co-administrator is family too, and is refused the same way
      const byCoAdmin = await open(campaign.id, coAdmin.auth);
      expect(byCoAdmin.statusCode).toBe(409);
      const rows = await t.db
        .selectFrom('khatmas')
        .select('number')
        .where('campaign_id', '=', campaign.id)
        .execute();
      expect(rows).toEqual([{ number: 1 }]);
    });

    it('opens only one of several khatmas asked for at once', async () => {
      const own = await createCreatorCampaign(t.db);
      const auth = { authorization: `Bearer ${await createSession(t.db, own.creator.id)}` };
      const answers = await Promise.all(Array.from({ length: 5 }, () => open(own.id, auth)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    });

    it("answers 404 to a stranger opening a khatma on someone else's campaign, and 401 to a guest", async () => {
      const own = await createCreatorCampaign(t.db);
      const byStranger = await open(own.id, stranger.auth);
      expect(byStranger.statusCode).toBe(404);
      expect(byStranger.json().message).toBe(apiMessages.campaignNotFound);
      const byGuest = await open(own.id, {});
      expect(byGuest.statusCode).toBe(401);
      expect(await view(own.id)).toEqual({ khatma: null, finished_count: 0 });
    });

    it('lets a co-administrator open a khatma', async () => {
      const own = await createCreatorCampaign(t.db);
      const helper = await createLoggedInUser(t.db);
      await t.db
        .insertInto('campaign_admins')
        .values({ campaign_id: own.id, user_id: helper.id, invited_by: own.creator.id })
        .execute();
      const response = await open(own.id, helper.auth);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('reserving', () => {
    it('lets exactly one of 30 readers reserving the same juz at once win; 29 get 409', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          reserve(khatmaId, 7, { reader_name: `قارئ ${['أ', 'ب', 'ج', 'د', 'ه', 'و'][index % 6]}` }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(29);
      for (const answer of answers.filter((one) => one.statusCode === 409))
        expect(answer.json()).toMatchObject({ status: 0, message: khatmaMessages.juzTaken });
      const rows = await t.db
        .selectFrom('khatma_parts')
        .selectAll()
        .where('khatma_id', '=', khatmaId)
        .execute();
      expect(rows).toHaveLength(1);
      const seen = await view(own.id);
      expect(seen.khatma).toMatchObject({ reserved_count: 1, read_count: 0 });
      expect(seen.khatma!.parts[6]).toMatchObject({ juz: 7, state: 'reserved' });
    });

    it('hands back a random secret and keeps only its hash', async () => {
      const { khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, 3);
      expect(response.statusCode).toBe(200);
      const { secret } = response.json().data as { secret: string };
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await t.db
        .selectFrom('khatma_parts')
        .select('secret_hash')
        .where('khatma_id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      expect(row.secret_hash).not.toContain(secret);
      expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('shows a name only to a reader who chose to show it; never an e-mail or an id', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const reader = await createLoggedInUser(t.db, { user_name: 'اسم الحساب' });
      expect((await reserve(khatmaId, 1, { reader_name: 'سارة محمود', show_name: true })).statusCode).toBe(
        200,
      );
      expect((await reserve(khatmaId, 2, { reader_name: 'أحمد فؤاد' })).statusCode).toBe(200);
      expect((await reserve(khatmaId, 3, {}, { headers: reader.auth })).statusCode).toBe(200);
      const guestView = await view(own.id);
      const names = guestView.khatma!.parts.map((part) => part.reader_name);
      expect(names.slice(0, 3)).toEqual(['سارة محمود', null, null]);
      expect(guestView.khatma!.parts.every((part) => !part.mine)).toBe(true);
      const raw = JSON.stringify(guestView);
      expect(raw).not.toContain('أحمد فؤاد');
      expect(raw).not.toContain('اسم الحساب');
      expect(raw).not.toContain('@');
      expect(raw).not.toContain('user_id');
      // the reader's own account sees its juz as its own, and only that one
      const readerView = await view(own.id, reader.auth);
      expect(readerView.khatma!.parts.filter((part) => part.mine).map((part) => part.juz)).toEqual([3]);
    });

    it.each([
      ['a name of bidi controls only', { reader_name: `${RLO}${RLO}` }, khatmaMessages.nameInvalid],
      ['dollar signs', { reader_name: 'أحمد $$$' }, 'يجب ألا يحتوي الاسم على رموز'],
      ['a spreadsheet formula', { reader_name: '=cmd|calc' }, 'يجب ألا يحتوي الاسم على رموز'],
      ['a name too long', { reader_name: 'ا'.repeat(61) }, khatmaMessages.nameInvalid],
      ['a name of one letter', { reader_name: 'ا' }, khatmaMessages.nameInvalid],
      ['show_name without a name', { show_name: true }, khatmaMessages.nameNeededToShow],
      ['a name that is not text', { reader_name: 42 }, khatmaMessages.nameInvalid],
    ])('refuses %s with an Arabic 400, reserving nothing', async (_, body, message) => {
      const { khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, 5, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message, errors: { reader_name: message } });
      const rows = await t.db
        .selectFrom('khatma_parts')
        .select('juz')
        .where('khatma_id', '=', khatmaId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('stores a name without its bidi controls, so it never shows reversed', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, 9, { reader_name: `سارة${RLO} محمود`, show_name: true });
      expect(response.statusCode).toBe(200);
      expect((await view(own.id)).khatma!.parts[8]!.reader_name).toBe('سارة محمود');
    });

    it.each([['0'], ['31'], ['1.5'], ['0x1'], ['abc']])('refuses juz %s with an Arabic 400', async (juz) => {
      const { khatmaId } = await openedKhatma();
      const response = await reserve(khatmaId, juz);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(khatmaMessages.juzInvalid);
    });

    it('answers 404 for a khatma that does not exist', async () => {
      const response = await reserve(987654321, 1);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(khatmaMessages.khatmaNotFound);
    });

    it('limits how many ajza of one khatma one address can hold', async () => {
      const { khatmaId } = await openedKhatma();
      const address = newAddress();
      const codes: number[] = [];
      for (let juz = 1; juz <= 7; juz += 1)
        codes.push((await reserve(khatmaId, juz, {}, { address })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const refused = await reserve(khatmaId, 8, {}, { address });
      expect(refused.json().message).toBe(khatmaMessages.tooManyReservations);
      // a juz someone else took first does not count against the address
      const other = await openedKhatma();
      const taker = newAddress();
      expect((await reserve(other.khatmaId, 1, {}, { address: taker })).statusCode).toBe(200);
      for (let tries = 0; tries < 6; tries += 1)
        expect((await reserve(other.khatmaId, 1, {}, { address })).statusCode).toBe(409);
      expect((await reserve(other.khatmaId, 2, {}, { address })).statusCode).toBe(200);
    });
  });

  describe('marking read', () => {
    it('marks a juz read with its secret; a replay changes nothing', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const { secret } = (await reserve(khatmaId, 4)).json().data as { secret: string };
      const first = await markRead(khatmaId, 4, { secret });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ message: khatmaMessages.markedRead, data: { finished: false } });
      const readAt = await t.db
        .selectFrom('khatma_parts')
        .select('read_at')
        .where('khatma_id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      const replay = await markRead(khatmaId, 4, { secret });
      expect(replay.statusCode).toBe(200);
      const after = await t.db
        .selectFrom('khatma_parts')
        .select('read_at')
        .where('khatma_id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      expect(after.read_at).toEqual(readAt.read_at);
      expect((await view(own.id)).khatma).toMatchObject({ reserved_count: 1, read_count: 1 });
    });

    it("refuses a forged secret, another juz's secret and no secret (403), and an unreserved juz (404)", async () => {
      const { khatmaId } = await openedKhatma();
      const mine = (await reserve(khatmaId, 10)).json().data as { secret: string };
      const theirs = (await reserve(khatmaId, 11)).json().data as { secret: string };
      for (const body of [{ secret: 'A'.repeat(43) }, { secret: theirs.secret }, {}, { secret: '' }]) {
        const response = await markRead(khatmaId, 10, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(khatmaMessages.notYourReservation);
      }
      // a logged-in stranger is no one's reader either
      expect((await markRead(khatmaId, 10, {}, stranger.auth)).statusCode).toBe(403);
      const unreserved = await markRead(khatmaId, 12, { secret: mine.secret });
      expect(unreserved.statusCode).toBe(404);
      expect(unreserved.json().message).toBe(khatmaMessages.reservationNotFound);
      // the secret of this juz in another khatma is worth nothing here
      const other = await openedKhatma();
      expect((await markRead(other.khatmaId, 10, { secret: mine.secret })).statusCode).toBe(404);
      const read = await t.db
        .selectFrom('khatma_parts')
        .select('juz')
        .where('khatma_id', '=', khatmaId)
        .where('read_at', 'is not', null)
        .execute();
      expect(read).toEqual([]);
    });

    it('releases an unread juz after 7 days: it is free again, and the old secret marks nothing', async () => {
      const { campaign: own, khatmaId } = await openedKhatma();
      const { secret } = (await reserve(khatmaId, 15)).json().data as { secret: string };
      const read = (await reserve(khatmaId, 16)).json().data as { secret: string };
      expect((await markRead(khatmaId, 16, { secret: read.secret })).statusCode).toBe(200);
      const sixDays = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
      expect(await releaseStaleKhatmaParts(t.db, sixDays)).toBe(0);
      const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
      // other tests' reservations are as old: count only this khatma's
      await releaseStaleKhatmaParts(t.db, eightDays);
      const seen = await view(own.id);
      expect(seen.khatma!.parts[14]!.state).toBe('free');
      expect(seen.khatma!.parts[15]!.state).toBe('read');
      expect((await markRead(khatmaId, 15, { secret })).statusCode).toBe(404);
      const again = await reserve(khatmaId, 15);
      expect(again.statusCode).toBe(200);
      // the old secret is not the new reservation's
      expect((await markRead(khatmaId, 15, { secret })).statusCode).toBe(403);
    });

    it('lets a logged-in reader mark their juz read by their account, without the secret', async () => {
      const { khatmaId } = await openedKhatma();
      const reader = await createLoggedInUser(t.db);
      expect((await reserve(khatmaId, 20, {}, { headers: reader.auth })).statusCode).toBe(200);
      expect((await markRead(khatmaId, 20, {}, reader.auth)).statusCode).toBe(200);
    });

    it('finishes the khatma with the 30th read, in the same step, and lets the family open the next', async () => {
      const { campaign: own, auth, khatmaId } = await openedKhatma();
      const secrets: string[] = [];
      for (let juz = 1; juz <= KHATMA_PARTS; juz += 1) {
        const response = await reserve(khatmaId, juz);
        expect(response.statusCode).toBe(200);
        secrets[juz] = (response.json().data as { secret: string }).secret;
      }
      // the next cannot open while this one is being read
      expect((await open(own.id, auth)).statusCode).toBe(409);
      // the last ajza are read at once: exactly one read finishes it, and it is finished
      for (let juz = 1; juz <= 25; juz += 1)
        expect((await markRead(khatmaId, juz, { secret: secrets[juz] })).statusCode).toBe(200);
      const last = await Promise.all(
        [26, 27, 28, 29, 30].map((juz) => markRead(khatmaId, juz, { secret: secrets[juz] })),
      );
      expect(last.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(last.filter((answer) => answer.json().data.finished === true)).toHaveLength(1);
      const row = await t.db
        .selectFrom('khatmas')
        .select('finished_at')
        .where('id', '=', khatmaId)
        .executeTakeFirstOrThrow();
      expect(row.finished_at).toBeInstanceOf(Date);
      const done = await view(own.id);
      expect(done).toMatchObject({
        finished_count: 1,
        khatma: { number: 1, finished: true, read_count: 30 },
      });
      // nothing more to reserve in a finished khatma
      expect((await reserve(khatmaId, 1)).statusCode).toBe(409);
      // a replay of a read in the finished khatma is harmless
      expect((await markRead(khatmaId, 30, { secret: secrets[30] })).json().data.finished).toBe(true);

      const next = await open(own.id, auth);
      expect(next.statusCode).toBe(200);
      expect(next.json().message).toBe(khatmaMessages.opened(2));
      expect(next.json().data).toMatchObject({
        finished_count: 1,
        khatma: { number: 2, finished: false, reserved_count: 0, read_count: 0 },
      });
    });
  });
});
