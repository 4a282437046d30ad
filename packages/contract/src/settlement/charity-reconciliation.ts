import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { charityReconciliationExceptionRoute, charityReconciliationRoute } from '../routes/settlement';
import { overdueCashRow } from './cash-deposits';
import { settlementException } from './settlement-endpoints';

/** cash: the charity's deposits against its bank statement (052) */
export const RECONCILIATION_CHANNELS = ['card', 'wallet', 'kiosk', 'meeza', 'sms', 'cash'] as const;

/** One channel's lines in the providers' files that were the charity's when imported. */
export const reconciliationChannel = z.object({
  channel: z.enum(RECONCILIATION_CHANNELS),
  /** payment and refund lines */
  lines: z.number().int(),
  matched: z.number().int(),
  /** exceptions still open (resolved ones are counted in neither) */
  open_exceptions: z.number().int(),
  /** piasters the provider settled on matched payments, and the fees it kept on them */
  settled: z.number().int(),
  fees: z.number().int(),
});
export type ReconciliationChannel = z.infer<typeof reconciliationChannel>;

/** How many open exceptions the charity's page shows at once (the newest). */
export const CHARITY_EXCEPTIONS_SHOWN = 100;

export const charityReconciliation = z.object({
  channels: z.array(reconciliationChannel),
  /** the newest CHARITY_EXCEPTIONS_SHOWN, read-only: the platform's finance resolves them */
  exceptions: z.array(settlementException),
  overdue_cash: z.array(overdueCashRow),
});
export type CharityReconciliation = z.infer<typeof charityReconciliation>;

/** GET /api/charity/reconciliation — the charity's finance staff and admins. */
export const charityReconciliationEndpoint = defineEndpoint({
  ...charityReconciliationRoute,
  response: envelope(z.array(charityReconciliation)),
});

/** GET …/exceptions/:id — one of its exceptions; another charity's is 404. */
export const charityReconciliationExceptionEndpoint = defineEndpoint({
  ...charityReconciliationExceptionRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  response: envelope(z.array(settlementException)),
});
