import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givingMessages, givingUnitMessages } from '@athar/contract/giving/giving-messages';
import { piasters } from '@athar/contract/piasters';
import { scheduleView, type ScheduleView } from '@athar/contract/giving/schedules';
import { claimNight, scheduleCandidates } from '../db/queries/giving-nights';
import { addDays, cairoDay } from '../lib/cairo-time';
import { legacyScheduleToken, scheduleLinkKey } from '../lib/schedule-links';
import { issueManageToken } from '../services/giving/manage-links';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { createSchedule, createScheduleNight, fridaysFrom } from '../test/giving-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)("a donor's self-service of a giving schedule on %s", (engine) => {
  let t: TestApp;
  let key: string;
  let campaign: CreatorCampaign;
  let address = 0;
  const today = cairoDay(new Date());
  const fridays = fridaysFrom(today, 8);

  beforeAll(async () => {
    t = await createTestApp(engine);
    key = scheduleLinkKey(t.config.PAY_WEBHOOK_SECRET);
    campaign = await createCreatorCampaign(t.db, { title: 'محمود عبد الرحمن' });
  });
  afterAll(() => t.close());

  // each call from its own address, so the per-address limits are tested on their own
  const call = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ remoteAddress: `10.21.${Math.floor(++address / 250)}.${address % 250}`, ...options });
  const open = (id: number, token: string) =>
    call({ method: 'GET', url: `/api/giving-schedules/manage?id=${id}&token=${encodeURIComponent(token)}` });
  const act = (id: number, token: string, action: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/giving-schedules/manage', payload: { id, token, ...action } });
  const stored = (id: number) =>
    t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const nightRow = (id: number, night: string) =>
    t.db
      .selectFrom('giving_nights')
      .select('status')
      .where('schedule_id', '=', id)
      .where('night', '=', sql<Date>`cast(${night} as date)`)
      .executeTakeFirst();
  const viewOf = (response: Awaited<ReturnType<typeof open>>): ScheduleView =>
    scheduleView.parse(response.json().data);
  /** a self-service link's token as a mail issues it (docs/decisions/027) */
  const linkOf = (id: number) => issueManageToken(t.db, id, new Date());

  it('opens the schedule behind its link: its nights, the given ones with their status, private', async () => {
    const id = await createSchedule(t.db, campaign, {
      createdAt: new Date(Date.now() - 21 * 86_400_000),
      endsOn: addDays(today, 30),
    });
    const past = fridaysFrom(addDays(today, -21), 1)[0]!;
    await createScheduleNight(t.db, campaign, { scheduleId: id, night: past, status: 'confirmed' });
    const response = await open(id, await linkOf(id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const view = viewOf(response);
    expect(view).toMatchObject({
      id,
      campaign_id: campaign.id,
      campaign_title: 'محمود عبد الرحمن',
      pattern: 'fridays',
      amount_piasters: 20_000,
      type: 2,
      status: 'active',
      card_label: '•••• 0008',
      version: 1,
    });
    expect(view.nights.length).toBeGreaterThanOrEqual(7);
    expect(view.nights[0]).toMatchObject({ night: past, occasion: 'friday', status: 'confirmed' });
    expect(view.nights[0]!.label).toContain('الجمعة');
    expect(view.nights.slice(1).every((night) => night.status === 'upcoming')).toBe(true);
    expect(view.nights.map((night) => night.night)).toEqual(
      [...view.nights.map((night) => night.night)].sort(),
    );
    // nothing of the donor or the card's token in the page
    expect(response.body).not.toContain('khaled.mansour');
    expect(response.body).not.toContain('AGR-TEST');
  });

  it('opens nothing for a forged, altered, cut or borrowed link: 404 in Arabic, nothing changes', async () => {
    const mine = await createSchedule(t.db, campaign);
    const theirs = await createSchedule(t.db, campaign);
    const token = await linkOf(mine);
    const legacy = legacyScheduleToken(key, mine);
    const mac = legacy.split('.')[2]!;
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const forged = [
      `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`,
      token.slice(0, -1),
      `${token}A`,
      await linkOf(theirs),
      `g.${mine}.${flipped}`,
      `g.${theirs}.${mac}`,
      legacyScheduleToken(scheduleLinkKey('another-server-secret-of-32-chars!'), mine),
      legacyScheduleToken(key, theirs),
    ];
    for (const bad of forged) {
      const seen = await open(mine, bad);
      expect([bad, seen.statusCode, seen.json().message]).toEqual([
        bad,
        404,
        givingMessages.scheduleNotFound,
      ]);
      expect(seen.json().message).toBe(givingMessages.scheduleNotFound);
      const cancelled = await act(mine, bad, { action: 'cancel', version: 1 });
      expect(cancelled.statusCode, bad).toBe(404);
      expect(cancelled.json().message).toBe(givingMessages.scheduleNotFound);
    }
    // no token at all: a 400 that names the missing field, in Arabic
    const empty = await open(mine, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/[\u0600-\u06FF]/);
    // the id altered, the token kept: the token of A never opens B
    const altered = await act(theirs, token, { action: 'cancel', version: 1 });
    expect(altered.statusCode).toBe(404);
    // a well-made token of a schedule that does not exist
    expect((await open(99_999_999, legacyScheduleToken(key, 99_999_999))).statusCode).toBe(404);
    expect((await open(99_999_999, token)).statusCode).toBe(404);
    expect((await stored(mine)).status).toBe('active');
    expect((await stored(theirs)).status).toBe('active');
    expect((await stored(theirs)).version).toBe(1);
  });

  it('pauses and resumes; the same click again changes nothing; a stale page gets 409', async () => {
    const id = await createSchedule(t.db, campaign);
    const token = await linkOf(id);
    const paused = await act(id, token, { action: 'pause', version: 1 });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toBe(givingMessages.paused);
    expect(viewOf(paused)).toMatchObject({ status: 'paused', version: 2 });
    // replayed (the same POST, its old version): the current state, no second change
    const again = await act(id, token, { action: 'pause', version: 1 });
    expect(again.statusCode).toBe(200);
    expect(viewOf(again)).toMatchObject({ status: 'paused', version: 2 });
    // a page opened before the pause asks to change the amount: 409, nothing changes
    const stale = await act(id, token, { action: 'amount', amount: 300, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(givingMessages.versionStale);
    expect(await stored(id)).toMatchObject({ status: 'paused', version: 2, amount: 20_000 });
    // a paused schedule is no candidate of the nightly job
    expect((await scheduleCandidates(t.db, today)).map((row) => row.id)).not.toContain(id);
    const resumed = await act(id, token, { action: 'resume', version: 2 });
    expect(resumed.statusCode).toBe(200);
    expect(viewOf(resumed)).toMatchObject({ status: 'active', version: 3 });
    expect(resumed.json().message).toBe(givingMessages.resumed);
  });

  it('changes the amount of the nights not yet claimed, in whole EGP, refusing bad amounts in Arabic', async () => {
    const id = await createSchedule(t.db, campaign, { type: 'wallet' });
    const token = await linkOf(id);
    const tooSmall = await act(id, token, { action: 'amount', amount: 50, version: 1 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe(givingMessages.amountMin);
    const words = await act(id, token, { action: 'amount', amount: 'مئتان', version: 1 });
    expect(words.statusCode).toBe(400);
    const unknown = await act(id, token, { action: 'double', version: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(givingMessages.actionInvalid);
    const changed = await act(id, token, { action: 'amount', amount: 350, version: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(givingUnitMessages.day.amountChanged);
    expect(viewOf(changed)).toMatchObject({ amount_piasters: 35_000, version: 2 });
    expect((await stored(id)).amount).toBe(35_000);
    // what the nightly job will charge from now on
    expect((await scheduleCandidates(t.db, today)).find((row) => row.id === id)?.amount).toBe(35_000);
  });

  it('skips a coming night before the nightly job claims it; the job then finds it taken', async () => {
    const id = await createSchedule(t.db, campaign);
    const token = await linkOf(id);
    const night = fridays[1]!;
    const skipped = await act(id, token, { action: 'skip', night, version: 1 });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().message).toBe(givingUnitMessages.day.skipped);
    const view = viewOf(skipped);
    expect(view.version).toBe(2);
    expect(view.nights.find((row) => row.night === night)?.status).toBe('skipped');
    expect((await nightRow(id, night))?.status).toBe('skipped');
    // the job's claim (INSERT … ON CONFLICT DO NOTHING) inserts nothing: the night is never given
    expect(
      await claimNight(t.db, {
        schedule_id: id,
        night,
        occasion: 'friday',
        status: 'due',
        amount: piasters(20_000),
        next_attempt_at: new Date(),
      }),
    ).toBe(false);
    expect((await nightRow(id, night))?.status).toBe('skipped');
    // the same skip again (replayed link): no second change
    const again = await act(id, token, { action: 'skip', night, version: 1 });
    expect(again.statusCode).toBe(200);
    expect(viewOf(again).version).toBe(2);
  });

  it('refuses to skip a night already claimed, a past night, or a day that is none of its nights', async () => {
    const id = await createSchedule(t.db, campaign, {
      createdAt: new Date(Date.now() - 21 * 86_400_000),
      endsOn: addDays(today, 30),
    });
    const token = await linkOf(id);
    const coming = fridays[2]!;
    // the nightly job claimed it first (a card night being charged)
    expect(
      await claimNight(t.db, {
        schedule_id: id,
        night: coming,
        occasion: 'friday',
        status: 'due',
        amount: piasters(20_000),
        next_attempt_at: new Date(),
      }),
    ).toBe(true);
    const taken = await act(id, token, { action: 'skip', night: coming, version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(givingUnitMessages.day.taken);
    expect((await nightRow(id, coming))?.status).toBe('due');

    const past = fridaysFrom(addDays(today, -21), 1)[0]!;
    const passed = await act(id, token, { action: 'skip', night: past, version: 1 });
    expect(passed.statusCode).toBe(409);
    expect(passed.json().message).toBe(givingUnitMessages.day.passed);

    const thursday = addDays(fridays[1]!, -1);
    const none = await act(id, token, { action: 'skip', night: thursday, version: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(givingUnitMessages.day.notInSchedule);
    const badDay = await act(id, token, { action: 'skip', night: 'غدًا', version: 1 });
    expect(badDay.statusCode).toBe(400);
    expect(await nightRow(id, thursday)).toBeUndefined();
    expect((await stored(id)).version).toBe(1);
  });

  it('shows the nights still to come of a cancelled schedule as cancelled, the given ones as they were', async () => {
    const id = await createSchedule(t.db, campaign, {
      createdAt: new Date(Date.now() - 21 * 86_400_000),
      endsOn: addDays(today, 30),
    });
    const past = fridaysFrom(addDays(today, -21), 1)[0]!;
    await createScheduleNight(t.db, campaign, { scheduleId: id, night: past, status: 'confirmed' });
    const cancelled = viewOf(await act(id, await linkOf(id), { action: 'cancel', version: 1 }));
    const coming = cancelled.nights.filter((night) => night.night >= today);
    expect(coming.length).toBeGreaterThanOrEqual(4);
    expect(coming.map((night) => night.status)).toEqual(coming.map(() => 'cancelled'));
    expect(cancelled.nights.find((night) => night.night === past)?.status).toBe('confirmed');
    // the page opened again says the same
    const reopened = viewOf(await open(id, await linkOf(id)));
    expect(reopened.nights.filter((night) => night.night >= today && night.status !== 'cancelled')).toEqual(
      [],
    );
  });

  it('cancels once: a replayed cancel link changes nothing and answers cancelled; cancelled is final', async () => {
    const id = await createSchedule(t.db, campaign);
    const token = await linkOf(id);
    const cancelled = await act(id, token, { action: 'cancel', version: 1 });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(givingMessages.cancelled);
    expect(viewOf(cancelled)).toMatchObject({ status: 'cancelled', version: 2 });
    const first = await stored(id);
    expect(first.cancelled_at).not.toBeNull();
    // the card's token is dropped: nothing can be charged on the agreement any more
    expect(first.card_token).toBeNull();

    const replayed = await act(id, token, { action: 'cancel', version: 1 });
    expect(replayed.statusCode).toBe(200);
    expect(viewOf(replayed)).toMatchObject({ status: 'cancelled', version: 2 });
    const second = await stored(id);
    expect(second.version).toBe(2);
    expect(second.cancelled_at!.getTime()).toBe(first.cancelled_at!.getTime());
    expect(second.updated_at.getTime()).toBe(first.updated_at.getTime());

    for (const action of [
      { action: 'resume', version: 2 },
      { action: 'amount', amount: 500, version: 2 },
      { action: 'skip', night: fridays[3], version: 2 },
      { action: 'pause', version: 2 },
    ]) {
      const refused = await act(id, token, action);
      expect(refused.statusCode, action.action).toBe(409);
      expect(refused.json().message).toBe(givingMessages.cancelledFinal);
    }
    expect(await stored(id)).toMatchObject({ status: 'cancelled', version: 2, amount: 20_000 });
    // no night of it is ever claimed by the nightly job
    expect((await scheduleCandidates(t.db, today)).map((row) => row.id)).not.toContain(id);
  });

  it('limits links that open nothing per address (429 in Arabic), not the donor elsewhere', async () => {
    const id = await createSchedule(t.db, campaign);
    const fromOne = (url: string) => t.call({ method: 'GET', url, remoteAddress: '10.99.0.1' });
    for (let n = 0; n < 20; n++) {
      expect((await fromOne(`/api/giving-schedules/manage?id=${id}&token=g.${id}.nope`)).statusCode).toBe(
        404,
      );
    }
    const limited = await fromOne(`/api/giving-schedules/manage?id=${id}&token=g.${id}.nope`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(givingMessages.manageLimited);
    expect((await open(id, await linkOf(id))).statusCode).toBe(200);
  });

  describe('a logged-in donor (/MyDonations)', () => {
    let donor: LoggedInUser;
    let other: LoggedInUser;
    let mine: number;
    let older: number;
    let theirs: number;

    beforeAll(async () => {
      donor = await createLoggedInUser(t.db);
      other = await createLoggedInUser(t.db);
      older = await createSchedule(t.db, campaign, { userId: donor.id, type: 'kiosk' });
      mine = await createSchedule(t.db, campaign, { userId: donor.id });
      await createSchedule(t.db, campaign, { userId: donor.id, status: 'setup' });
      theirs = await createSchedule(t.db, campaign, { userId: other.id });
    });

    it("lists the donor's own set-up schedules, newest first, and nobody else's", async () => {
      const response = await call({ method: 'GET', url: '/api/users/giving-schedules', headers: donor.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const schedules = (response.json().data.schedules as unknown[]).map((row) => scheduleView.parse(row));
      expect(schedules.map((row) => row.id)).toEqual([mine, older]);
      expect((await call({ method: 'GET', url: '/api/users/giving-schedules' })).statusCode).toBe(401);
    });

    it("acts on the donor's own schedule, and answers 404 for another's", async () => {
      const url = (id: number) => `/api/users/giving-schedules/${id}`;
      const paused = await call({
        method: 'POST',
        url: url(mine),
        headers: donor.auth,
        payload: { action: 'pause', version: 1 },
      });
      expect(paused.statusCode).toBe(200);
      expect(viewOf(paused)).toMatchObject({ id: mine, status: 'paused', version: 2 });
      const foreign = await call({
        method: 'POST',
        url: url(theirs),
        headers: donor.auth,
        payload: { action: 'cancel', version: 1 },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(givingMessages.scheduleNotFound);
      expect(foreign.body).not.toContain(other.email);
      expect((await stored(theirs)).status).toBe('active');
      // a schedule set up without an account is nobody's to manage by login
      const guest = await createSchedule(t.db, campaign);
      const guestCall = await call({
        method: 'POST',
        url: url(guest),
        headers: donor.auth,
        payload: { action: 'cancel', version: 1 },
      });
      expect(guestCall.statusCode).toBe(404);
      const anonymous = await call({
        method: 'POST',
        url: url(mine),
        payload: { action: 'cancel', version: 2 },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await stored(mine)).status).toBe('paused');
    });
  });
});
