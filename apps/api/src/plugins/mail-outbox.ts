import type { FastifyInstance } from 'fastify';
import { unsubscribeKey } from '../lib/update-links';
import { createDigestScheduler } from '../services/mail-outbox/daily-digest';
import { createMailOutbox, type MailOutbox } from '../services/mail-outbox/dispatcher';
import { createPermitNoticeScheduler } from '../services/mail-outbox/permit-notices';

declare module 'fastify' {
  interface FastifyInstance {
    /** the mail outbox: confirmations queue mails in their transaction, then `kick()` it */
    outbox: MailOutbox;
  }
}

/**
 * Decorates `app.outbox`. The timers (outbox every few seconds, daily digests and permit notices hourly) run only once
 * the app listens, so tests on inject() decide when mail goes out with `drain()`.
 */
export function registerMailOutbox(app: FastifyInstance) {
  const outbox = createMailOutbox({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    unsubscribeKey: unsubscribeKey(app.config.PAY_WEBHOOK_SECRET),
    log: app.log,
  });
  const digests = createDigestScheduler(app);
  const permitNotices = createPermitNoticeScheduler(app);
  app.decorate('outbox', outbox);
  app.addHook('onListen', async () => {
    outbox.start();
    digests.start();
    permitNotices.start();
  });
  app.addHook('onClose', async () => {
    await digests.stop();
    await permitNotices.stop();
    await outbox.stop();
  });
}
