import path from 'node:path';

/**
 * DATA_DIR/private/charity-applications: the applications' documents, beside DATA_DIR/uploads but
 * never under it, so no static route serves them; only the operators' audited call reads them.
 */
export const privateDocumentsDir = (config: { dataDir: string }) =>
  path.join(config.dataDir, 'private', 'charity-applications');

/**
 * DATA_DIR/private: documents no static route serves (a deposit's slip under deposit-slips/, beside the
 * applications'), read only through the calls that check who asks.
 */
export const privateDir = (config: { dataDir: string }) => path.join(config.dataDir, 'private');
