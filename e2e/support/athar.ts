import { inject } from 'vitest';

/**
 * This worker's Athar (global-setup.ts starts one per worker): VITEST_POOL_ID is the worker's slot,
 * 1 to the number of workers, so two files running at once never share a server.
 */
const athar = inject('athars')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (!athar) throw new Error(`no Athar for worker ${process.env.VITEST_POOL_ID}`);

export const { baseUrl, payUrl } = athar;
/** DATA_DIR of this worker's Athar: mails land in <dataDir>/mail/*.eml */
export const dataDir = athar.dataDir;
