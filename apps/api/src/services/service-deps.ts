import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { RateLimiter } from '../lib/rate-limiter';
import type { MailContext } from './account-mails';

/**
 * What the services are handed instead of the app (which holds each of these, so a route may pass
 * it as it is): the database, and only the other parts a service uses.
 */
export interface LimitedDeps {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
}

/** A service that also mails a person, and logs the mails it could not send. */
export interface MailingDeps extends LimitedDeps, MailContext {
  log: FastifyBaseLogger;
}

/** A service that stores or removes uploaded files under DATA_DIR. */
export interface UploadDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'dataDir'>;
}

export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');
