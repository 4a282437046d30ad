// Settlement files and per-transaction reconciliation (issue 39, docs/decisions/035): the operators'
// calls and the command line's signed one.

export const settlementImportsRoute = { method: 'GET', path: '/api/operator/settlement/imports' } as const;
export const uploadSettlementRoute = { method: 'POST', path: '/api/operator/settlement/imports' } as const;
export const settlementExceptionsRoute = {
  method: 'GET',
  path: '/api/operator/settlement/exceptions',
} as const;
export const resolveSettlementExceptionRoute = {
  method: 'POST',
  path: '/api/operator/settlement/exceptions/:id/resolve',
} as const;
export const settlementExceptionsCsvRoute = {
  method: 'GET',
  path: '/api/operator/settlement/exceptions.csv',
} as const;

// Cash deposits (issue 39): the charity's finance staff records its bank deposits of collected cash;
// operators with the finance duty see the cash collected and not deposited after 7 days.

export const undepositedCashRoute = {
  method: 'GET',
  path: '/api/charity/cash-deposits/undeposited',
} as const;
export const cashDepositsRoute = { method: 'GET', path: '/api/charity/cash-deposits' } as const;
export const recordCashDepositRoute = { method: 'POST', path: '/api/charity/cash-deposits' } as const;
/** a deposit's slip: a private file, read only through this call (never under /uploads) */
export const cashDepositSlipRoute = { method: 'GET', path: '/api/charity/cash-deposits/:id/slip' } as const;
export const overdueCashDepositsRoute = {
  method: 'GET',
  path: '/api/operator/cash-deposits/overdue',
} as const;

// The charity's own reconciliation (issue 39, docs/decisions/042): its finance staff and admins read
// the lines that were its own when imported, its open exceptions and its overdue cash.
export const charityReconciliationRoute = { method: 'GET', path: '/api/charity/reconciliation' } as const;
export const charityReconciliationExceptionRoute = {
  method: 'GET',
  path: '/api/charity/reconciliation/exceptions/:id',
} as const;
