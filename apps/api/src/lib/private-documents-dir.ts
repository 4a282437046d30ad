import path from 'node:path';

/**
 * DATA_DIR/private/charity-applications: the applications' documents, beside DATA_DIR/uploads but
 * never under it, so no static route serves them; only the operators' audited call reads them.
 */
export const privateDocumentsDir = (config: { dataDir: string }) =>
  path.join(config.dataDir, 'private', 'charity-applications');
