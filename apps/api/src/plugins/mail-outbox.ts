import type { FastifyInstance } from 'fastify';
import { scheduleLinkKey } from '../lib/schedule-links';
import { unsubscribeKey } from '../lib/update-links';
import { holdDonationMail } from '../services/donations/donation-limits';
import { createMailOutbox, type MailOutbox } from '../services/mail-outbox/dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** the mail outbox: confirmations queue mails in their transaction, then `kick()` it */
    outbox: MailOutbox;
  }
}

/**
 * Decorates `app.outbox`. Kicks send only once the app listens, so tests on inject() decide when mail
 * goes out with `drain()`. The every-minute sweep, daily digests and permit notices are scheduled jobs
 * (services/jobs/scheduled-jobs.ts) that pg-boss runs once across instances (plugins/job-queue.ts).
 */
export function registerMailOutbox(app: FastifyInstance) {
  const outbox = createMailOutbox({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    unsubscribeKey: unsubscribeKey(app.config.PAY_WEBHOOK_SECRET),
    scheduleLinks: { key: scheduleLinkKey(app.config.PAY_WEBHOOK_SECRET), clock: app.clock },
    holdMail: (kind, to) => holdDonationMail(app.rateLimiter, kind, to),
    log: app.log,
  });
  app.decorate('outbox', outbox);
  app.addHook('onListen', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
}
