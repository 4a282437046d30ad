import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duaMessages } from '@athar/contract/remembrance/dua-messages';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { DUA_WALL_HOLD_AFTER, duaLimitRules } from '../services/remembrance/duas';

let lastAddress = 0;
/** A client address of its own, so that one test's duas never count against another's. */
const newAddress = () => {
  lastAddress += 1;
  return `203.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
let lastMail = 0;
const newEmail = (label: string) => `${label}-${(lastMail += 1)}@example.com`;

/**
 * Issue 34, hole 6 (docs/decisions/028): a few writers must never lock a wall for everyone. Limits are
 * per writer (an account, or a guest's e-mail from one address); a wall that took a flood keeps taking
 * duas and holds them for the family. On both engines: the wall's count is read under its row lock.
 */
describe.each(testEngines)('the dua wall under a flood on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  /** a campaign of its own whose duas show at once (approval off) */
  async function openWall() {
    const campaign = await createCreatorCampaign(t.db);
    await t.db
      .updateTable('campaigns')
      .set({ duas_need_approval: false })
      .where('id', '=', campaign.id)
      .execute();
    return campaign;
  }

  const post = (
    campaignId: number,
    from: { address: string; email?: string; headers?: Record<string, string> },
  ) =>
    t.call({
      method: 'POST',
      url: '/api/campaigns/duas',
      remoteAddress: from.address,
      headers: from.headers,
      payload: {
        campaign_id: campaignId,
        body: 'اللهم اغفر له وارحمه وأسكنه فسيح جناتك',
        ...(from.email ? { email: from.email, consent: true } : {}),
      },
    });

  const shownCount = async (campaignId: number) => {
    const rows = await t.db
      .selectFrom('duas')
      .select('status')
      .where('campaign_id', '=', campaignId)
      .execute();
    return {
      shown: rows.filter((row) => row.status === 'shown').length,
      pending: rows.filter((row) => row.status === 'pending').length,
    };
  };

  it('six addresses posting sixty duas leave the wall open: the seventh person still writes', async () => {
    const wall = await openWall();
    const codes: number[] = [];
    for (let address = 0; address < 6; address += 1) {
      const from = { address: newAddress(), email: newEmail('flood') };
      for (let dua = 0; dua < 10; dua += 1) codes.push((await post(wall.id, from)).statusCode);
    }
    // each of the six is one writer: five duas on this wall, then asked to wait
    expect(codes.filter((code) => code === 200)).toHaveLength(6 * duaLimitRules.posterWall.max);
    expect(codes.filter((code) => code !== 200).every((code) => code === 429)).toBe(true);

    const seventh = await post(wall.id, { address: newAddress(), email: newEmail('seventh') });
    expect(seventh.statusCode).toBe(200);
    expect(seventh.json()).toMatchObject({ message: duaMessages.posted, data: [{ status: 'shown' }] });
    const account = await createLoggedInUser(t.db);
    const byAccount = await post(wall.id, { address: newAddress(), headers: account.auth });
    expect(byAccount.statusCode).toBe(200);
  });

  it('sixty relatives behind six addresses all write, and the seventh person still does', async () => {
    const wall = await openWall();
    for (let address = 0; address < 6; address += 1) {
      const shared = newAddress();
      for (let relative = 0; relative < 10; relative += 1) {
        const answer = await post(wall.id, { address: shared, email: newEmail('relative') });
        expect(answer.statusCode, answer.body).toBe(200);
      }
    }
    const seventh = await post(wall.id, { address: newAddress(), email: newEmail('seventh') });
    expect(seventh.statusCode).toBe(200);
    expect(await shownCount(wall.id)).toEqual({ shown: 61, pending: 0 });
  });

  it('limits one writer per wall and overall; another writer at the same address still writes', async () => {
    const wall = await openWall();
    const house = newAddress();
    const writer = { address: house, email: newEmail('writer') };
    for (let dua = 0; dua < duaLimitRules.posterWall.max; dua += 1)
      expect((await post(wall.id, writer)).statusCode).toBe(200);
    const over = await post(wall.id, writer);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(duaMessages.postLimited);
    // the same person's sister, on the house Wi-Fi, with her own e-mail
    expect((await post(wall.id, { address: house, email: newEmail('sister') })).statusCode).toBe(200);

    // an account: five on one wall, twenty across walls, whatever address it writes from
    const account = await createLoggedInUser(t.db);
    const asAccount = () => ({ address: newAddress(), headers: account.auth });
    for (let dua = 0; dua < duaLimitRules.posterWall.max; dua += 1)
      expect((await post(wall.id, asAccount())).statusCode).toBe(200);
    expect((await post(wall.id, asAccount())).statusCode).toBe(429);
    const walls = await Promise.all([openWall(), openWall(), openWall()]);
    const elsewhere: number[] = [];
    for (const other of walls)
      for (let dua = 0; dua < duaLimitRules.posterWall.max; dua += 1)
        elsewhere.push((await post(other.id, asAccount())).statusCode);
    expect(elsewhere).toEqual([...Array<number>(15).fill(200)]);
    const overall = await post((await openWall()).id, asAccount());
    expect(overall.statusCode).toBe(429);
    expect(overall.json().message).toBe(duaMessages.postLimited);
  });

  it('takes `$`, bidi marks and formula characters as written (never a 500); a name of symbols is refused in Arabic', async () => {
    const wall = await openWall();
    const bodies = [
      'اللهم $& ارحمه $1 و$$ و${name} و$`',
      '=HYPERLINK("https://example.com","اضغط هنا")',
      '+966 -1 @SUM(A1:A9) رحمه الله',
      '\u200Fاللهم اغفر له\u200E (Allah) \u061Cآمين',
      'اللهم \u202Eاغفر\u202C له \u2067وارحمه\u2069',
    ];
    for (const body of bodies) {
      const from = { address: newAddress(), email: newEmail('odd') };
      const answer = await t.call({
        method: 'POST',
        url: '/api/campaigns/duas',
        remoteAddress: from.address,
        payload: { campaign_id: wall.id, body, email: from.email, consent: true },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      // as written, only the controls that reorder what follows taken out
      const written = body.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
      const wallNow = await t.call({ method: 'GET', url: `/api/campaigns/duas?campid=${wall.id}` });
      expect(wallNow.statusCode).toBe(200);
      expect(JSON.stringify(wallNow.json().data), body).toContain(JSON.stringify(written).slice(1, -1));
    }
    // a name with symbols, and a dua of controls only: refused in Arabic
    const named = await t.call({
      method: 'POST',
      url: '/api/campaigns/duas',
      remoteAddress: newAddress(),
      payload: {
        campaign_id: wall.id,
        body: 'اللهم ارحمه',
        author_name: 'أم $& =محمد',
        email: newEmail('named'),
        consent: true,
      },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toMatch(/[\u0600-\u06FF]/);
    const marks = await t.call({
      method: 'POST',
      url: '/api/campaigns/duas',
      remoteAddress: newAddress(),
      payload: { campaign_id: wall.id, body: '\u202E\u2066 \u202C', email: newEmail('marks'), consent: true },
    });
    expect(marks.statusCode).toBe(400);
    expect(marks.json().message).toBe(duaMessages.bodyShort);
  });

  it('holds duas for the family past the hour’s ceiling, refusing no one, and tells the family', async () => {
    const wall = await openWall();
    // a flood already written this hour, one short of the ceiling
    await t.db
      .insertInto('duas')
      .values(
        Array.from({ length: DUA_WALL_HOLD_AFTER - 1 }, (_, index) => ({
          campaign_id: wall.id,
          body: `دعاء ${index}`,
          author_name: null,
          user_id: null,
          email: `flood-${index}@example.com`,
          status: 'shown' as const,
        })),
      )
      .execute();
    const last = await post(wall.id, { address: newAddress(), email: newEmail('last') });
    expect(last.json()).toMatchObject({ message: duaMessages.posted, data: [{ status: 'shown' }] });
    const held = await post(wall.id, { address: newAddress(), email: newEmail('held') });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ message: duaMessages.postedPending, data: [{ status: 'pending' }] });
    expect(await shownCount(wall.id)).toEqual({ shown: DUA_WALL_HOLD_AFTER, pending: 1 });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('payload')
      .where('kind', '=', 'dua_pending')
      .execute();
    expect(mails.some((mail) => (mail.payload as { campaign_id: number }).campaign_id === wall.id)).toBe(
      true,
    );
  });

  it('counts duas written at once one after another: the ceiling is crossed exactly once', async () => {
    const wall = await openWall();
    const before = 5;
    await t.db
      .insertInto('duas')
      .values(
        Array.from({ length: DUA_WALL_HOLD_AFTER - before }, (_, index) => ({
          campaign_id: wall.id,
          body: `دعاء ${index}`,
          author_name: null,
          user_id: null,
          email: `early-${index}@example.com`,
          status: 'shown' as const,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(wall.id, { address: newAddress(), email: newEmail('at-once') })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(12).fill(200));
    const statuses = answers.map((answer) => (answer.json().data as { status: string }[])[0]!.status);
    expect(statuses.filter((status) => status === 'shown')).toHaveLength(before);
    expect(await shownCount(wall.id)).toEqual({ shown: DUA_WALL_HOLD_AFTER, pending: 12 - before });
  });
});
