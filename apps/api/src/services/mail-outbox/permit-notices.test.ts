import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/connect';
import { addDays, cairoDay, formatDay } from '../../lib/cairo-time';
import { createCharity, createPermit } from '../../test/charity-factories';
import { createAppWithSettings, uniqueEmail } from '../../test/factories';
import { linkFrom, startSmtpListener, type SmtpListener } from '../../test/smtp-listener';
import type { TestApp } from '../../test/test-app';
import { oneEngine, testEngines } from '../../test/test-database';
import { sendPermitNotices } from './permit-notices';

const PUBLIC_URL = 'https://athar.example';
/** the seeded charities' permits run from 60 days ago to 300 days ahead: none of them is due near today */
const TODAY = cairoDay(new Date());

/** The api mailing through a real SMTP listener, for one describe below. */
async function noticesApp(engine: Engine) {
  const smtp = await startSmtpListener();
  const t = await createAppWithSettings(engine, { SMTP_URL: smtp.url, PUBLIC_URL });
  return { smtp, t };
}

/** What the describes below do and read, on what `context` gives once their beforeAll made it. */
function noticeCalls(context: () => { smtp: SmtpListener; t: TestApp }) {
  /** A charity without a permit, one staff member who chose a password and one who did not yet. */
  async function charityWithStaff() {
    const { t } = context();
    const charity = await createCharity(t.db, { permit: false });
    const active = uniqueEmail('staff');
    const invited = uniqueEmail('staff');
    await t.db
      .insertInto('charity_staff')
      .values([
        { ngo_id: charity.id, email: active, staff_name: 'منى حسن', password_hash: 'set' },
        { ngo_id: charity.id, email: invited, staff_name: 'علي سمير' },
      ])
      .execute();
    return { charity, active, invited };
  }

  const mailsTo = (address: string) =>
    context().smtp.mails.filter((mail) => [mail.to].flat().some((to) => to?.text.includes(address)));
  const noticesOf = (permitId: number) =>
    context().t.db.selectFrom('permit_notices').select('kind').where('permit_id', '=', permitId).execute();

  /** Runs the check on `day`, sends what it queued, and waits for the SMTP listener to have it. */
  async function runOn(day: string) {
    const { t } = context();
    const queued = await sendPermitNotices(t.app, day);
    await t.app.outbox.drain();
    return queued;
  }

  return { charityWithStaff, mailsTo, noticesOf, runOn };
}

/** Where the engine can change the answer: checks running at once on the same permits. */
describe.each(testEngines)('permit expiry notices on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    ({ smtp, t } = await noticesApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const { charityWithStaff, mailsTo, noticesOf, runOn } = noticeCalls(() => ({ smtp, t }));

  it('warns 30 days before the end, not 31, once, and names the permit and the day', async () => {
    const { charity, active, invited } = await charityWithStaff();
    const permit = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -200),
      ends_on: addDays(TODAY, 31),
    });

    await runOn(TODAY);
    expect(await noticesOf(permit.id)).toEqual([]);
    expect(mailsTo(active)).toHaveLength(0);

    // the next day it ends within 30 days
    await runOn(addDays(TODAY, 1));
    const mail = await smtp.nextMailTo(active);
    const endsOn = formatDay(addDays(TODAY, 31));
    expect(mail.subject).toBe(`تصريح جمع التبرعات رقم ${permit.permit_number} ينتهي يوم ${endsOn}`);
    expect(String(mail.html)).toContain('dir="rtl"');
    expect(mail.text).toContain(`ينتهي تصريح جمع التبرعات عبر الإنترنت لـ${charity.ar_name} يوم ${endsOn}`);
    expect(mail.text).toContain('الجهة المصدرة: مديرية التضامن الاجتماعي بالقاهرة');
    expect(linkFrom(mail, `${PUBLIC_URL}/`)).toBe(`${PUBLIC_URL}/charity/permits`);
    expect(await noticesOf(permit.id)).toEqual([{ kind: 'expiring' }]);
    // only staff who can log in are mailed
    expect(mailsTo(invited)).toHaveLength(0);

    // run again, and twice at once: nothing more
    expect(await runOn(addDays(TODAY, 2))).toEqual({ expiring: 0, expired: 0 });
    const racing = await Promise.all([
      sendPermitNotices(t.app, addDays(TODAY, 3)),
      sendPermitNotices(t.app, addDays(TODAY, 3)),
    ]);
    expect(racing.map((queued) => queued.expiring + queued.expired)).toEqual([0, 0]);
    await t.app.outbox.drain();
    expect(mailsTo(active)).toHaveLength(1);
  });

  it('queues one notice when two checks run at once on a permit not yet noticed', async () => {
    const { charity, active } = await charityWithStaff();
    const permit = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -100),
      ends_on: addDays(TODAY, 20),
    });
    const racing = await Promise.all([sendPermitNotices(t.app, TODAY), sendPermitNotices(t.app, TODAY)]);
    expect(racing.map((queued) => queued.expiring).sort()).toEqual([0, 1]);
    await t.app.outbox.drain();
    await smtp.nextMailTo(active);
    expect(await noticesOf(permit.id)).toEqual([{ kind: 'expiring' }]);
    expect(mailsTo(active)).toHaveLength(1);
  });

  it('warns on the last day of a permit, then says it expired the day after, once', async () => {
    const { charity, active } = await charityWithStaff();
    const permit = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -100),
      ends_on: TODAY,
    });

    // its last day: the warning, and nothing expired yet
    expect(await runOn(TODAY)).toMatchObject({ expired: 0 });
    const warning = await smtp.nextMailTo(active);
    expect(warning.text).toContain('اليوم هو آخر يوم فيه');
    expect(await noticesOf(permit.id)).toEqual([{ kind: 'expiring' }]);

    // the day after: no permit covers the day, its campaigns are paused
    await runOn(addDays(TODAY, 1));
    const expired = await smtp.nextMailTo(active);
    expect(expired.subject).toBe(
      `انتهى تصريح جمع التبرعات رقم ${permit.permit_number}: التبرعات لحملات الجمعية متوقفة`,
    );
    expect(expired.text).toContain('توقفت التبرعات الجديدة لكل حملات الجمعية');
    expect((await noticesOf(permit.id)).map((notice) => notice.kind).sort()).toEqual(['expired', 'expiring']);

    const racing = await Promise.all([
      sendPermitNotices(t.app, addDays(TODAY, 2)),
      sendPermitNotices(t.app, addDays(TODAY, 2)),
    ]);
    expect(racing.map((queued) => queued.expired)).toEqual([0, 0]);
    await t.app.outbox.drain();
    expect(mailsTo(active)).toHaveLength(2);
  });
});

describe.each(oneEngine)('permit expiry notices, which permits, on %s', (engine) => {
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    ({ smtp, t } = await noticesApp(engine));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const { charityWithStaff, mailsTo, noticesOf, runOn } = noticeCalls(() => ({ smtp, t }));

  it('says nothing when a later permit carries on from the day after, and nothing of offline or revoked ones', async () => {
    const { charity, active } = await charityWithStaff();
    const ending = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -300),
      ends_on: addDays(TODAY, 5),
    });
    await createPermit(t.db, charity, { starts_on: addDays(TODAY, 6), ends_on: addDays(TODAY, 200) });
    const offline = await createPermit(t.db, charity, {
      scope: 'offline',
      starts_on: addDays(TODAY, -10),
      ends_on: addDays(TODAY, 3),
    });
    const revoked = await createPermit(t.db, charity, {
      revoked: true,
      starts_on: addDays(TODAY, -10),
      ends_on: addDays(TODAY, 4),
    });
    const requested = await createPermit(t.db, charity, {
      status: 'requested',
      starts_on: addDays(TODAY, -10),
      ends_on: addDays(TODAY, 2),
    });

    for (const day of [TODAY, addDays(TODAY, 5), addDays(TODAY, 6), addDays(TODAY, 7)]) await runOn(day);
    for (const permit of [ending, offline, revoked, requested])
      expect(await noticesOf(permit.id)).toEqual([]);
    expect(mailsTo(active)).toHaveLength(0);
  });

  it('warns when the next permit leaves a gap, and tells of the expiry on the uncovered day only', async () => {
    const { charity, active } = await charityWithStaff();
    const first = await createPermit(t.db, charity, {
      starts_on: addDays(TODAY, -300),
      ends_on: addDays(TODAY, 10),
    });
    // starts two days after the first ends: the day after is not covered
    await createPermit(t.db, charity, { starts_on: addDays(TODAY, 12), ends_on: addDays(TODAY, 200) });

    await runOn(TODAY);
    expect(await noticesOf(first.id)).toEqual([{ kind: 'expiring' }]);
    await smtp.nextMailTo(active);
    // the day after the first ends, nothing covers it
    await runOn(addDays(TODAY, 11));
    const expired = await smtp.nextMailTo(active);
    expect(expired.subject).toContain(first.permit_number);
  });
});
