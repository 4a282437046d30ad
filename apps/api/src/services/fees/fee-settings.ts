import { FEE_RATE_BASIS_POINTS, VAT_BASIS_POINTS } from '@athar/contract/fees/fee-statements';
import { piasters, type Piasters } from '@athar/contract/piasters';
import type { Config } from '../../config';

/** What a month's statements are computed with: read from the settings once per run. */
export interface FeeSettings {
  rateBasisPoints: number;
  vatBasisPoints: number;
  /** a month's fee (with the months carried before it) under this rolls into the next month */
  minimum: Piasters;
}

export function feeSettings(
  config: Pick<Config, 'FEE_STATEMENT_MINIMUM' | 'FEE_VAT_REGISTERED'>,
): FeeSettings {
  return {
    rateBasisPoints: FEE_RATE_BASIS_POINTS,
    vatBasisPoints: config.FEE_VAT_REGISTERED === 'yes' ? VAT_BASIS_POINTS : 0,
    minimum: piasters(config.FEE_STATEMENT_MINIMUM),
  };
}
