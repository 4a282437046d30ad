import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { RevokedDonation } from '../charity/permits';
import { closeRevokedAtPay } from './close-revoked-at-pay';

/** After a revocation commits, what it cancelled is closed at the bank and the gateway too (decision 026). */
export async function closeAfterRevocation(
  app: { config: Pick<Config, 'PAY_INTERNAL_URL' | 'PAY_PUBLIC_URL' | 'PAY_WEBHOOK_SECRET'> },
  cancelled: RevokedDonation[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (cancelled.length === 0) return;
  const closed = await closeRevokedAtPay(cancelled, {
    baseUrl: app.config.PAY_INTERNAL_URL ?? app.config.PAY_PUBLIC_URL,
    secret: app.config.PAY_WEBHOOK_SECRET,
    log,
  });
  log.info({ ...closed }, 'revoked donations closed at the payment host');
}
