import type { Kysely } from 'kysely';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import type { NightDonor } from '@athar/contract/giving/night-donor';
import { givingNightLabel } from '@athar/contract/hijri/giving-occasions';
import { piastersToEgp } from '@athar/contract/money';
import { AppError } from '@athar/server-kit/errors';
import { openLinkNight, type OpenLinkNight } from '../../db/queries/giving-link-nights';
import { loadHijriCorrections } from '../../db/queries/hijri-corrections';
import type { Database } from '../../db/schema';
import { readNightToken, scheduleLinkKey } from '../../lib/schedule-links';

/** The night a one-tap token names, still open to its link, with who its schedule gives as. */
export interface LinkNight extends OpenLinkNight {
  scheduleId: number;
  night: string;
}

/**
 * The night a one-tap link's token names when the token is this server's, names a night of this
 * campaign's schedule, and the night may still be paid through its link; else null (forged, altered,
 * another campaign's, a night never sent, being charged or already given).
 */
export async function linkNightOf(
  db: Kysely<Database>,
  secret: string,
  token: string | null | undefined,
  campaignId: number,
): Promise<LinkNight | null> {
  const named = token ? readNightToken(scheduleLinkKey(secret), token) : null;
  if (!named) return null;
  const open = await openLinkNight(db, { ...named, campaignId });
  return open ? { ...open, ...named } : null;
}

/** «h•••@example.com»: the first character and the domain; what is between never leaves the server. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const first = Array.from(email.slice(0, Math.max(at, 0)))[0] ?? '';
  return `${first}•••${email.slice(at)}`;
}

/**
 * GET /api/giving-schedules/night: who the night's link gives as, to fill the donation form
 * (docs/decisions/027, amendment) — the name, the e-mail masked, the phone's last digits. A 404 that
 * says nothing for any token that opens nothing, and for a schedule that keeps no e-mail.
 */
export async function nightDonorView(
  db: Kysely<Database>,
  secret: string,
  token: string,
  campaignId: number,
): Promise<NightDonor> {
  const night = await linkNightOf(db, secret, token, campaignId);
  if (!night?.email) throw new AppError('NOT_FOUND', givingMessages.scheduleNotFound);
  const corrections = await loadHijriCorrections(db);
  return {
    donor_name: night.donor_name,
    email_masked: maskEmail(night.email),
    phone_ending: night.msisdn ? night.msisdn.slice(-3) : null,
    amount: piastersToEgp(night.amount),
    night: night.night,
    night_label: givingNightLabel(night, corrections),
  };
}
