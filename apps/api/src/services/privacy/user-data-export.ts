import type { Kysely } from 'kysely';
import type { UserDataExport } from '@athar/contract/accounts/data-export';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import { AppError } from '@athar/server-kit/errors';
import { consentsOfUser } from '../../db/queries/consents';
import { exportScheduleRows, nightRowsOf } from '../../db/queries/giving-schedule-views';
import {
  exportCampaignRows,
  exportDonationRows,
  exportDuaRows,
  exportFavouriteRows,
  exportFollowRows,
  exportKhatmaPartRows,
  exportProfileRow,
} from '../../db/queries/user-export';
import type { Database } from '../../db/schema';
import { donationChannel } from '../../lib/donation-channel';
import { mediaUrl } from '../../lib/media-url';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Everything Athar holds about one person (PDPL 151/2020, the right of access): their profile, their
 * own donations, the campaigns they created (without anyone's donations to them), their favourites,
 * their consents, and what they wrote or read in remembrance (duas, follows, khatma readings), and
 * (docs/decisions/020) their giving schedules. A deleted account has nothing left to export: 401, as for a
 * logged-out caller.
 */
export async function exportUserData(db: Kysely<Database>, userId: number): Promise<UserDataExport> {
  const profile = await exportProfileRow(db, userId);
  if (!profile) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
  const [donations, campaigns, favourites, consents, duas, follows, khatmaParts, schedules] =
    await Promise.all([
      exportDonationRows(db, userId),
      exportCampaignRows(db, userId),
      exportFavouriteRows(db, userId),
      consentsOfUser(db, userId),
      exportDuaRows(db, userId),
      exportFollowRows(db, userId),
      exportKhatmaPartRows(db, userId),
      exportScheduleRows(db, userId),
    ]);
  const scheduleNights = await nightRowsOf(
    db,
    schedules.map((row) => row.id),
  );
  return {
    exported_at: new Date().toISOString(),
    profile: {
      user_id: profile.id,
      user_name: profile.user_name,
      email: profile.email,
      msisdn: profile.msisdn,
      profile_pic: profile.profile_pic ? mediaUrl(profile.profile_pic) : null,
      hide_data: profile.hide_data,
      verified_at: isoOrNull(profile.verified_at),
      registered_at: iso(profile.created_at),
    },
    donations: donations.map((row) => ({
      donation_id: row.id,
      campaign_id: row.campaign_id,
      campaign_title: row.campaign_title,
      project: row.project,
      charity: row.charity,
      amount_egp: piastersToEgp(row.amount),
      channel: donationChannel(row.type),
      status: row.status,
      visibility: row.visibility,
      donor_name: row.donor_name,
      email: row.email,
      msisdn: row.msisdn,
      address: row.address,
      comment: row.comment,
      receipt_key: row.receipt_key,
      created_at: iso(row.created_at),
      confirmed_at: isoOrNull(row.confirmed_at),
    })),
    campaigns: campaigns.map((row) => ({
      campaign_id: row.id,
      code: row.code,
      title: row.title,
      deceased_gender: row.deceased_gender,
      description: row.description,
      project: row.project,
      charity: row.charity,
      msisdn: row.msisdn,
      collected_egp: piastersToEgp(row.collected),
      donors_count: row.donors_count,
      created_at: iso(row.created_at),
    })),
    favourites: favourites.map((row) => ({
      campaign_id: row.campaign_id,
      campaign_title: row.title,
      added_at: iso(row.created_at),
    })),
    consents: consents.map((row) => ({
      purpose: row.purpose,
      basis: row.basis,
      policy_version: row.policy_version,
      given_at: iso(row.given_at),
      donation_id: row.donation_id,
      campaign_id: row.campaign_id,
    })),
    duas: duas.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    follows: follows.map((row) => ({ ...row, confirmed_at: isoOrNull(row.confirmed_at) })),
    khatma_parts: khatmaParts.map(({ number, ...row }) => ({
      ...row,
      khatma_number: number,
      reserved_at: iso(row.reserved_at),
      read_at: isoOrNull(row.read_at),
    })),
    giving_schedules: schedules.map((row) => ({
      schedule_id: row.id,
      campaign_id: row.campaign_id,
      campaign_title: row.campaign_title,
      pattern: row.pattern,
      amount_egp: piastersToEgp(row.amount),
      payment: donationChannel(row.type),
      status: row.status,
      ends_on: row.ends_on,
      donor_name: row.donor_name,
      email: row.email,
      msisdn: row.msisdn,
      hide_data: row.hide_data,
      card_label: row.card_label,
      created_at: iso(row.created_at),
      cancelled_at: isoOrNull(row.cancelled_at),
      nights: scheduleNights
        .filter((night) => night.schedule_id === row.id)
        .map(({ night, occasion, status }) => ({ night, occasion, status })),
    })),
  };
}

/** The download's file name, e.g. athar-my-data-2026-11-26.json. */
export function exportFileName(now: Date): string {
  return `athar-my-data-${now.toISOString().slice(0, 10)}.json`;
}
