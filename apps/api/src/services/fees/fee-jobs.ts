import type { FastifyInstance } from 'fastify';
import { queueFeeReminders } from './fee-reminders';
import { feeSettings } from './fee-settings';
import { previousCairoMonth } from './fee-month';
import { issueMonth } from './issue-month';

/** The 1st's run: the previous Cairo month's statements, audited as the system's act. */
export function runMonthlyFeeStatements(app: FastifyInstance, now: Date) {
  return issueMonth(app.db, previousCairoMonth(now), now, feeSettings(app.config), (act) => ({
    actor_kind: 'system',
    actor_label: 'fee-statements job',
    ...act,
  }));
}

export async function runFeeReminders(app: FastifyInstance, now: Date) {
  const queued = await queueFeeReminders(app.db, now);
  if (queued > 0) app.outbox.kick();
  return { queued };
}
