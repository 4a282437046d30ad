import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import { visibilityOfHideData } from '@athar/contract/donations/visibility';
import type { HijriCorrections } from '@athar/contract/hijri/calendar';
import { isGivingTime } from '@athar/contract/hijri/giving-occasions';
import { piasters } from '@athar/contract/piasters';
import { closePendingDonation, donationStatus, insertWebDonation } from '../../db/queries/donations';
import {
  claimDueCharges,
  claimNight,
  holdActiveSchedule,
  insertNightSms,
  linkNightDonation,
  scheduleCandidates,
  settleChargingNight,
} from '../../db/queries/giving-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { GivingOccasion } from '../../db/schema-giving';
import { cairoDay, cairoHour } from '../../lib/cairo-time';
import { donationChannel } from '../../lib/donation-channel';
import { scheduleLinkKey } from '../../lib/schedule-links';
import { enqueueMail } from '../mail-outbox/outbox-mail';
import { oneTapMethodOf, oneTapUrl, nightSmsBody } from './night-links';
import { openNights, releaseHeldNights } from './held-nights';
import { issueManageUrl } from './manage-links';
import { payChargeClient, type ChargeNight } from './pay-charges';
import { storedScheduleNights } from './schedule-nights';

/** What the nightly job uses of the app. */
export type GivingJobApp = Pick<
  FastifyInstance,
  'db' | 'config' | 'outbox' | 'smsOutbox' | 'log' | 'metrics'
>;

export interface NightlyDeps {
  /** the payment host's charge call; by default the signed call to PAY_INTERNAL_URL */
  chargeNight: ChargeNight;
  /** Egypt's corrections of the Hijri months; read from the database when not given */
  corrections: HijriCorrections;
}

/** Card nights taken per claim. */
const CHARGE_BATCH = 20;
/** A night being charged is left to its run this long (longer than the call's own timeout). */
const CHARGE_LEASE_MS = 5 * 60_000;
/** A declined first attempt is tried again an hour later (the next run). */
const RETRY_AFTER_DECLINE_MS = 60 * 60_000;
/** No answer yet (pay unreachable, the bank pending): asked again on a later run, not in this one. */
const ASK_AGAIN_MS = 15 * 60_000;

export interface NightlySummary {
  /** nights claimed tonight: card nights (a donation each) and wallet/kiosk links sent */
  claimed: { card: number; links: number };
  /** schedules due tonight whose charity takes no donation now (claimed by a later run, if it does then) */
  charityPaused: number;
  charges: { confirmed: number; retry: number; failed: number; pending: number };
  /** card nights no longer charged: their schedule was paused or cancelled, or their night is over */
  released: number;
}

/** The hash a night's donation is recorded with in donations.request_hash: what made it. */
const nightRequestHash = (scheduleId: number, night: string) =>
  createHash('sha256')
    .update(JSON.stringify({ schedule_id: scheduleId, night }))
    .digest('hex');

/**
 * The nights of every active schedule whose time of giving it is at `now` — tonight's in the evening
 * (ليلة الجمعة from 20:00, after Maghrib), a Friday's before the prayer in the morning (contract
 * hijri/giving-occasions.ts) — claimed once in giving_nights (INSERT … ON CONFLICT DO NOTHING: a night
 * the donor skipped is already there, another run or instance claimed it first).
 * A card night becomes a pending donation of the schedule in the same transaction, charged below; a
 * wallet or kiosk night sends its one-tap link by mail, and by SMS once the phone confirmed its texts
 * (the donor makes the donation by it).
 */
async function claimTonight(
  app: GivingJobApp,
  now: Date,
  corrections: HijriCorrections,
  summary: NightlySummary,
): Promise<void> {
  const { db, config } = app;
  const today = cairoDay(now);
  const hour = cairoHour(now);
  const key = scheduleLinkKey(config.PAY_WEBHOOK_SECRET);
  for (const schedule of await scheduleCandidates(db, today)) {
    const tonight = storedScheduleNights(schedule, { corrections, deathHijri: schedule.death_hijri }).find(
      (night) => isGivingTime(night, today, hour),
    );
    if (!tonight) continue;
    // a charity whose donations are paused (no fundraising permit in force today) gets nothing now:
    // the night is not claimed, so a later run this evening gives it if the permit is back by then
    if (!schedule.donations_open) {
      summary.charityPaused += 1;
      continue;
    }
    const card = schedule.type === PAYMENT_TYPE.card;
    const claimed = await db.transaction().execute(async (trx) => {
      // a schedule paused or cancelled since the candidates were read claims nothing
      if (!(await holdActiveSchedule(trx, schedule.id))) return false;
      const night = { schedule_id: schedule.id, night: today };
      const won = await claimNight(trx, {
        ...night,
        occasion: tonight.occasion as GivingOccasion,
        status: card ? 'due' : 'link_sent',
        // what a night link may give it with (docs/decisions/027), and what a card night is charged
        amount: piasters(schedule.amount),
        next_attempt_at: card ? now : null,
      });
      if (!won) return false;
      if (card) {
        const donation = await insertWebDonation(trx, {
          campaign_id: schedule.campaign_id,
          ngo_id: schedule.ngo_id,
          user_id: schedule.user_id,
          donor_name: schedule.donor_name,
          email: schedule.email,
          msisdn: schedule.msisdn,
          amount: piasters(schedule.amount),
          channel: CHANNEL.web,
          type: schedule.type,
          city_id: null,
          area_id: null,
          address: null,
          comment: null,
          hide_data: schedule.hide_data,
          visibility: visibilityOfHideData(schedule.hide_data),
          idempotency_key: null,
          request_hash: nightRequestHash(schedule.id, today),
          // charged by the bank on the schedule's agreement: no browser ever pays it
          payment_token_hash: null,
          payment_token_expires_at: null,
          schedule_id: schedule.id,
          schedule_night: null,
        });
        if (!donation) throw new Error(`no donation made for schedule ${schedule.id} on ${today}`);
        await linkNightDonation(trx, night, donation.id);
        return true;
      }
      await enqueueMail(trx, {
        kind: 'schedule_night_link',
        payload: { schedule_id: schedule.id, night: today },
      });
      // a phone gets the night's text only once it confirmed them (docs/decisions/026); the mail goes anyway
      if (schedule.msisdn && schedule.phone_confirmed_at !== null) {
        await insertNightSms(trx, {
          ...night,
          body: nightSmsBody({
            occasion: tonight.occasion,
            amount: schedule.amount,
            campaignTitle: schedule.campaign_title,
            gender: schedule.deceased_gender,
            payUrl: oneTapUrl(config.PUBLIC_URL, key, schedule, today, oneTapMethodOf(schedule.type)),
            manageUrl: await issueManageUrl(trx, config.PUBLIC_URL, schedule.id, now, today),
          }),
        });
      }
      return true;
    });
    if (!claimed) continue;
    if (card) {
      summary.claimed.card += 1;
      app.metrics.donationCreated(donationChannel(schedule.type));
    } else {
      summary.claimed.links += 1;
    }
  }
}

/**
 * One claimed card night: asks pay to charge it (attempt = the answered attempts + 1) unless the
 * donation was already settled, and records the answer: confirmed; declined on the first attempt →
 * again in an hour; declined on the second → the donation failed, the night failed and the donor
 * mailed a link to pay by hand; no answer → asked again on a later run with the same attempt.
 */
async function chargeNight(
  app: GivingJobApp,
  night: { schedule_id: number; night: string; donation_id: number; attempts: number },
  now: Date,
  charge: ChargeNight,
  summary: NightlySummary,
): Promise<void> {
  const { db } = app;
  const donationId = night.donation_id;
  const confirmed = () =>
    settleChargingNight(db, donationId, {
      status: 'confirmed',
      attempts: night.attempts,
      next_attempt_at: null,
    });
  const failed = (attempts: number) =>
    db.transaction().execute(async (trx) => {
      await closePendingDonation(trx, donationId, 'failed');
      if (
        !(await settleChargingNight(trx, donationId, { status: 'failed', attempts, next_attempt_at: null }))
      )
        return;
      await enqueueMail(trx, {
        kind: 'schedule_charge_failed',
        payload: { schedule_id: night.schedule_id, night: night.night, donation_id: donationId },
      });
    });
  // declined: nothing is out at the bank ('due' — a pause or cancellation stops the retry); no answer:
  // the attempt may be out, so it stays 'charging' and is finished later with the same attempt
  const askAgain = (status: 'due' | 'charging', attempts: number, after: number) =>
    settleChargingNight(db, donationId, {
      status,
      attempts,
      next_attempt_at: new Date(now.getTime() + after),
    });

  // an earlier run's answer that was never recorded (an instance stopped after pay confirmed it)
  const before = await donationStatus(db, donationId);
  if (before === 'confirmed') {
    await confirmed();
    summary.charges.confirmed += 1;
    return;
  }
  if (before !== 'pending') {
    await failed(night.attempts);
    summary.charges.failed += 1;
    return;
  }

  const attempt = night.attempts === 0 ? 1 : 2;
  const result = await charge(donationId, attempt);
  const log = {
    scheduleId: night.schedule_id,
    night: night.night,
    donationId,
    attempt,
    reason: result.reason,
  };
  if (result.outcome === 'confirmed') {
    // pay confirmed it through the one confirmation path: the donation itself says so
    if ((await donationStatus(db, donationId)) === 'confirmed') {
      await settleChargingNight(db, donationId, {
        status: 'confirmed',
        attempts: attempt,
        next_attempt_at: null,
      });
      summary.charges.confirmed += 1;
      return;
    }
    app.log.warn(log, 'pay answered confirmed but the donation is not: asked again later');
  } else if (result.outcome === 'declined') {
    if (attempt === 1) {
      await askAgain('due', 1, RETRY_AFTER_DECLINE_MS);
      summary.charges.retry += 1;
    } else {
      await failed(2);
      summary.charges.failed += 1;
    }
    app.log.info(log, 'scheduled card night declined');
    return;
  } else {
    app.log.warn({ ...log, outcome: result.outcome }, 'scheduled card night not answered: asked again later');
  }
  await askAgain('charging', night.attempts, ASK_AGAIN_MS);
  summary.charges.pending += 1;
}

/**
 * The nightly work of scheduled giving at `now` (scheduled-jobs.ts 'scheduled-giving', Cairo evenings
 * hourly, and 'scheduled-giving-morning', Friday mornings): claims the nights whose time it is, then
 * charges the card nights due (FOR UPDATE SKIP LOCKED: parallel runs never charge the same night),
 * then kicks the outboxes. Safe to run again and on several
 * instances at once: every night is claimed once and every bank attempt recorded once.
 */
export async function runScheduledGiving(
  app: GivingJobApp,
  now: Date,
  deps: Partial<NightlyDeps> = {},
): Promise<NightlySummary> {
  const summary: NightlySummary = {
    claimed: { card: 0, links: 0 },
    charityPaused: 0,
    charges: { confirmed: 0, retry: 0, failed: 0, pending: 0 },
    released: 0,
  };
  const corrections = deps.corrections ?? (await loadHijriCorrections(app.db));
  const charge =
    deps.chargeNight ??
    payChargeClient({
      baseUrl: app.config.PAY_INTERNAL_URL ?? app.config.PAY_PUBLIC_URL,
      secret: app.config.PAY_WEBHOOK_SECRET,
    });
  await claimTonight(app, now, corrections, summary);
  summary.released = await app.db.transaction().execute((trx) => releaseHeldNights(trx, now));
  for (;;) {
    const nights = await claimDueCharges(app.db, now, {
      batch: CHARGE_BATCH,
      leaseUntil: new Date(now.getTime() + CHARGE_LEASE_MS),
      open: openNights(now),
    });
    if (nights.length === 0) break;
    for (const night of nights) {
      if (night.donation_id === null) continue;
      await chargeNight(app, { ...night, donation_id: night.donation_id }, now, charge, summary);
    }
  }
  app.outbox.kick();
  app.smsOutbox.kick();
  return summary;
}
