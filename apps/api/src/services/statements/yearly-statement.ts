import type { Kysely } from 'kysely';
import type { StatementCharity, YearlyStatement } from '@athar/contract/accounts/yearly-statement';
import { amountInArabicWords } from '@athar/contract/amount-in-words';
import { apiMessages } from '@athar/contract/messages';
import { piastersToEgp } from '@athar/contract/money';
import { sumPiasters, type Piasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import type { Database } from '../../db/schema';
import { statementDonationRows, statementDonor, statementYears } from '../../db/queries/yearly-statement';
import { donationChannel } from '../../lib/donation-channel';

type Row = Awaited<ReturnType<typeof statementDonationRows>>[number];

function charityOf(rows: Row[]): StatementCharity {
  const first = rows[0]!;
  const total = sumPiasters(rows.map((row) => row.amount));
  return {
    ngo_id: first.ngo_id,
    ngo_name: first.ngo_name,
    legal_name: first.legal_name,
    registration_number: first.registration_number,
    permit_numbers: [...new Set(rows.flatMap((row) => (row.permit_number ? [row.permit_number] : [])))],
    donations: rows.map((row) => ({
      donation_id: row.id,
      date: row.day,
      campaign_id: row.campaign_id,
      campaign_title: row.title,
      channel: donationChannel(row.type),
      amount: piastersToEgp(row.amount),
      receipt_serial: row.receipt_serial,
    })),
    total: piastersToEgp(total),
    total_in_words: amountInArabicWords(total),
  };
}

/** Rows ordered by charity, cut into one group per charity. */
function byCharity(rows: Row[]): Row[][] {
  const groups: Row[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.ngo_id === row.ngo_id) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * A donor's statement of one year: their confirmed donations per charity, each charity's total and
 * the grand total, summed in integer piasters and given in EGP and in Arabic words.
 */
export async function yearlyStatement(
  db: Kysely<Database>,
  userId: number,
  year: number,
): Promise<YearlyStatement> {
  const [donor, rows, years] = await Promise.all([
    statementDonor(db, userId),
    statementDonationRows(db, userId, year),
    statementYears(db, userId),
  ]);
  if (!donor) throw new AppError('UNAUTHORIZED', apiMessages.unauthorized);
  const total: Piasters = sumPiasters(rows.map((row) => row.amount));
  return {
    year,
    donor_name: donor.user_name ?? donor.email ?? '',
    donor_email: donor.email,
    charities: byCharity(rows).map(charityOf),
    total: piastersToEgp(total),
    total_in_words: amountInArabicWords(total),
    years,
  };
}
