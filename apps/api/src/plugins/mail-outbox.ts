import type { FastifyInstance } from 'fastify';
import { followLinkKey } from '../lib/follow-links';
import { scheduleLinkKey } from '../lib/schedule-links';
import { unsubscribeKey } from '../lib/update-links';
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
    followKey: followLinkKey(app.config.PAY_WEBHOOK_SECRET),
    scheduleKey: scheduleLinkKey(app.config.PAY_WEBHOOK_SECRET),
    log: app.log,
  });
  app.decorate('outbox', outbox);
  app.addHook('onListen', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
}
