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
