import type { ColumnType } from 'kysely';
import type { Piasters } from '@athar/contract/piasters';
import type { FigureChannel } from '@athar/contract/figures/figures-endpoints';

// Kysely types of the dashboards' daily rollups (047, docs/decisions/041).

/** A `date` column (a Cairo day): written as `YYYY-MM-DD`, read through to_char. */
type Day = ColumnType<string, string, never>;
/** A counter: read as a number, written by the upserts' increments. */
type Counter = ColumnType<number, number | undefined, number>;
type Amount = ColumnType<Piasters, Piasters | undefined, Piasters>;

export interface DailyFiguresTable {
  ngo_id: number;
  day: Day;
  channel: FigureChannel;
  confirmed_count: Counter;
  confirmed_amount: Amount;
  refunded_count: Counter;
  refunded_amount: Amount;
  settled_amount: Amount;
  reconciled_amount: Amount;
}

export interface DailyCharityFiguresTable {
  ngo_id: number;
  day: Day;
  donors: Counter;
  campaigns_created: Counter;
  campaigns_reached: Counter;
}

export interface FiguresDonorDaysTable {
  ngo_id: number;
  day: Day;
  donor_key: string;
}

export interface FiguresSettledDonationsTable {
  donation_id: number;
  amount: Piasters;
  reconciled: boolean;
}

export interface FiguresReachedCampaignsTable {
  campaign_id: number;
  day: Day;
}

export type FigureTables = {
  daily_figures: DailyFiguresTable;
  daily_charity_figures: DailyCharityFiguresTable;
  figures_donor_days: FiguresDonorDaysTable;
  figures_settled_donations: FiguresSettledDonationsTable;
  figures_reached_campaigns: FiguresReachedCampaignsTable;
};
