import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_MONTHS } from '@athar/contract/moderation/monthly-counts';
import { countedMonths } from '../db/queries/moderation-monthly-counts';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createUser } from '../test/factories';
import { createOperator } from '../test/operator-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const HOUR = 3_600_000;
/** The 15th of the Cairo month `back` months before now, at noon UTC: no zone moves it. */
function midMonth(back: number): Date {
  const month = countedMonths(new Date())[back]!;
  return new Date(`${month}-15T12:00:00Z`);
}

describe.each(testEngines)('/TrustandSafety’s monthly counts on %s (docs/decisions/044)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const counts = () => t.call({ method: 'GET', url: '/api/about/moderation-counts' });

  it('counts reports, outcomes and appeals by Cairo month, with the median first look, and names no one', async () => {
    const campaign = await createCreatorCampaign(t.db, { title: 'سعاد المنشاوي' });
    const moderator = await createOperator(t.db, ['moderator'], { name: 'مشرفة الأرقام' });
    const family = await createUser(t.db, { user_name: 'حسن العائلة' });
    const two = midMonth(2);
    const five = midMonth(5);
    const report = (at: Date, values: Record<string, unknown>) =>
      t.db
        .insertInto('campaign_reports')
        .values({
          campaign_id: campaign.id,
          reason: 'offensive',
          reporter: `u:${Math.random()}`,
          created_at: at,
          stage: 'closed',
          closed_at: at,
          closed_how: 'dismissed',
          ...values,
        })
        .execute();
    // two months ago: three people's reports (one went to the family first), looked at after 1, 3 and 8 hours
    for (const [hours, extra] of [
      [1, {}],
      [3, { reason: 'not_ours', family_due_at: new Date(two.getTime() + 48 * HOUR) }],
      [8, {}],
    ] as const) {
      await report(two, { queued_at: two, first_look_at: new Date(two.getTime() + hours * HOUR), ...extra });
    }
    // Athar's own signal and the family's appeal are not people's reports
    await report(two, { reason: 'signal', reporter: 'athar' });
    await report(two, { reason: 'appeal', reporter: 'family' });
    // five months ago: one report, never looked at (closed by the family)
    await report(five, { reason: 'duplicate', family_due_at: five });

    const decision = (outcome: 'dismissed' | 'paused' | 'taken_down' | 'restored' | 'hidden', at: Date) =>
      t.db
        .insertInto('moderation_decisions')
        .values({
          campaign_id: campaign.id,
          outcome,
          reason: 'سبب القرار',
          decided_by: moderator.id,
          decided_at: at,
          ...(outcome === 'hidden' ? { part: 'photo' as const } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await decision('dismissed', two);
    await decision('hidden', two);
    const paused = await decision('paused', two);
    await decision('restored', two);
    await decision('taken_down', five);
    for (const state of ['upheld', 'granted', 'granted'] as const)
      await t.db
        .insertInto('moderation_appeals')
        .values({
          campaign_id: campaign.id,
          decision_id: paused.id,
          appellant: family.id,
          body: 'نرجو المراجعة',
          created_at: two,
          state,
          answer: 'جواب المشرف',
          decided_by: moderator.id,
          decided_at: two,
        })
        .execute();

    const answer = await counts();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toContain('public');
    const months = answer.json().data as Record<string, unknown>[];
    expect(months).toHaveLength(COUNTED_MONTHS);
    expect(months.map((row) => row.month)).toEqual(countedMonths(new Date()));
    expect(months[2]).toEqual({
      month: countedMonths(new Date())[2],
      reports: 3,
      asked_family: 1,
      dismissed: 1,
      hidden: 1,
      paused: 1,
      taken_down: 0,
      restored: 1,
      appeals_upheld: 1,
      appeals_granted: 2,
      median_first_look_minutes: 180,
    });
    expect(months[5]).toMatchObject({
      reports: 1,
      asked_family: 1,
      taken_down: 1,
      median_first_look_minutes: null,
    });
    expect(months[7]).toMatchObject({ reports: 0, dismissed: 0, median_first_look_minutes: null });
    // counts only: no campaign, family, reporter or moderator anywhere in the answer
    for (const secret of [campaign.title, String(campaign.id), 'مشرفة الأرقام', 'حسن العائلة', 'u:'])
      expect(answer.body).not.toContain(secret);

    // older than twelve months is not read
    await report(midMonth(11), {});
    const older = new Date(midMonth(11).getTime() - 40 * 24 * HOUR);
    await report(older, {});
    const again = (await counts()).json().data as { reports: number }[];
    expect(again[11]!.reports).toBe(1);
    expect(again.reduce((sum, row) => sum + row.reports, 0)).toBe(5);
  });
});
