import type { FastifyInstance } from 'fastify';
import { createSmsOutbox, type SmsOutbox } from '../services/sms-outbox/dispatcher';
import { SMS_SIMULATOR_PATH } from '../services/sms-outbox/outbound-sms';

declare module 'fastify' {
  interface FastifyInstance {
    /** the text-message outbox: confirmations queue receipts in their transaction, then `kick()` it */
    smsOutbox: SmsOutbox;
  }
}

/**
 * Decorates `app.smsOutbox`, sending to SMS_OUTBOUND_URL or, unset, to the built-in simulator on
 * this app's PUBLIC_URL. As with app.outbox, kicks send only once the app listens, so tests on
 * inject() decide when messages go out with `drain()`; the every-minute sweep is a scheduled job.
 */
export function registerSmsOutbox(app: FastifyInstance) {
  const { config } = app;
  const smsOutbox = createSmsOutbox({
    db: app.db,
    url: config.SMS_OUTBOUND_URL ?? `${config.PUBLIC_URL}${SMS_SIMULATOR_PATH}`,
    publicUrl: config.PUBLIC_URL,
    token: config.SMS_OUTBOUND_TOKEN,
    log: app.log,
  });
  app.decorate('smsOutbox', smsOutbox);
  app.addHook('onListen', async () => smsOutbox.start());
  app.addHook('onClose', async () => smsOutbox.stop());
}
