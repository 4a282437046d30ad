import type { Kysely } from 'kysely';
import { stripNameBidi } from '@athar/contract/bidi';
import type { ScheduleView } from '@athar/contract/giving/schedules';
import type { HijriCorrections } from '@athar/contract/hijri/calendar';
import { givingNightLabel, type GivingNight } from '@athar/contract/hijri/giving-occasions';
import {
  campaignNightRows,
  campaignScheduleRows,
  nightRowsOf,
  type NightRow,
  type ScheduleRow,
} from '../../db/queries/giving-schedule-views';
import { scheduleCampaign } from '../../db/queries/giving-schedule-create';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { textsItsPhone } from './phone-codes';
import { storedScheduleNights } from './schedule-nights';

type NightStatus = ScheduleView['nights'][number]['status'];

/**
 * A schedule as its donor sees it: its nights (those of its pattern from its set-up day to its end,
 * with today's corrections of the Hijri months) each with the status of its row — claimed, given,
 * failed, skipped — or, when it has none yet, 'upcoming', or 'cancelled' from the day the schedule was
 * cancelled on (nothing will be given on it). A row whose night a later correction moved keeps showing
 * on its own day: what happened is never hidden.
 */
export function buildScheduleView(
  row: ScheduleRow,
  rows: NightRow[],
  corrections: HijriCorrections,
): ScheduleView {
  const planned = storedScheduleNights(row, { corrections, deathHijri: row.death_hijri });
  const byNight = new Map<string, GivingNight & { status: NightStatus }>();
  const cancelledFrom = row.cancelled_at ? cairoDay(row.cancelled_at) : null;
  for (const night of planned) {
    const cancelled = cancelledFrom !== null && night.night >= cancelledFrom;
    byNight.set(night.night, { ...night, status: cancelled ? 'cancelled' : 'upcoming' });
  }
  for (const claimed of rows) {
    byNight.set(claimed.night, { night: claimed.night, occasion: claimed.occasion, status: claimed.status });
  }
  const nights = [...byNight.values()]
    .sort((a, b) => a.night.localeCompare(b.night))
    .map((night) => ({ ...night, label: givingNightLabel(night, corrections) }));
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    campaign_title: stripNameBidi(row.campaign_title),
    pattern: row.pattern,
    amount_piasters: Number(row.amount),
    raise_piasters: row.raise_amount === null ? null : Number(row.raise_amount),
    type: row.type,
    status: row.status,
    ends_on: row.ends_on,
    card_label: row.card_label,
    version: row.version,
    nights,
    phone: phoneOf(row),
  };
}

/** A wallet or kiosk schedule's phone as its page shows it (docs/decisions/026): its last digits only. */
function phoneOf(row: ScheduleRow): ScheduleView['phone'] {
  if (!textsItsPhone(row.type, row.msisdn)) return null;
  const confirmed = row.phone_confirmed_at !== null;
  return {
    ending: row.msisdn.slice(-3),
    confirmed,
    code_expires_at: confirmed ? null : (row.phone_code_expires_at?.toISOString() ?? null),
  };
}

/** The views of some schedules (their night rows read at once), in the order given. */
export async function scheduleViews(db: Kysely<Database>, schedules: ScheduleRow[]): Promise<ScheduleView[]> {
  if (schedules.length === 0) return [];
  const [corrections, rows] = await Promise.all([
    loadHijriCorrections(db),
    nightRowsOf(
      db,
      schedules.map((schedule) => schedule.id),
    ),
  ]);
  return schedules.map((schedule) =>
    buildScheduleView(
      schedule,
      rows.filter((row) => row.schedule_id === schedule.id),
      corrections,
    ),
  );
}

export interface CampaignGivingNight {
  night: string;
  occasion: string;
  label: string;
  givers: number;
  confirmed: number;
  confirmed_piasters: number;
  shown_names: string[];
}

/**
 * The family's view of a campaign's scheduled giving, night by night, past and coming: how many
 * active schedules give on the night (a night the donor skipped is not counted), how many of its gifts
 * were confirmed and their sum (whatever became of the schedule since), and the names of those among
 * them who let their name show. Never an e-mail or a phone, and no name of a donor who hid it.
 */
export async function campaignGivingNights(
  db: Kysely<Database>,
  campaignId: number,
): Promise<CampaignGivingNight[]> {
  const [corrections, schedules, rows, campaign] = await Promise.all([
    loadHijriCorrections(db),
    campaignScheduleRows(db, campaignId),
    campaignNightRows(db, campaignId),
    scheduleCampaign(db, campaignId),
  ]);
  const deathHijri = campaign?.death_hijri ?? null;
  const rowOf = new Map(rows.map((row) => [`${row.schedule_id}:${row.night}`, row]));
  const scheduleOf = new Map(schedules.map((schedule) => [schedule.id, schedule]));
  const nights = new Map<string, CampaignGivingNight & { names: Set<number> }>();
  // one entry per night and occasion: ليلة الجمعة of one schedule and a Ramadan night of another may
  // share an evening, a Friday morning and the 27th night a day, and each is named for itself
  const entry = (night: GivingNight) => {
    const key = `${night.night}:${night.occasion}`;
    let found = nights.get(key);
    if (!found) {
      found = {
        night: night.night,
        occasion: night.occasion,
        label: givingNightLabel(night, corrections),
        givers: 0,
        confirmed: 0,
        confirmed_piasters: 0,
        shown_names: [],
        names: new Set(),
      };
      nights.set(key, found);
    }
    return found;
  };
  const showName = (night: ReturnType<typeof entry>, scheduleId: number) => {
    const schedule = scheduleOf.get(scheduleId);
    if (!schedule || schedule.hidden || night.names.has(scheduleId)) return;
    night.names.add(scheduleId);
    night.shown_names.push(stripNameBidi(schedule.donor_name));
  };

  for (const schedule of schedules) {
    if (schedule.status !== 'active' && schedule.status !== 'paused') continue;
    for (const night of storedScheduleNights(schedule, { corrections, deathHijri })) {
      const counted = entry(night);
      if (schedule.status !== 'active' || rowOf.get(`${schedule.id}:${night.night}`)?.status === 'skipped')
        continue;
      counted.givers += 1;
      showName(counted, schedule.id);
    }
  }
  for (const row of rows) {
    if (row.donation_status !== 'confirmed') continue;
    const counted = entry({ night: row.night, occasion: row.occasion });
    counted.confirmed += 1;
    counted.confirmed_piasters += Number(row.donation_amount ?? 0);
    showName(counted, row.schedule_id);
  }
  return [...nights.values()]
    .sort((a, b) => a.night.localeCompare(b.night) || a.occasion.localeCompare(b.occasion))
    .map(({ names: _names, ...night }) => night);
}
