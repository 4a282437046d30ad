// The monthly service-fee statements (issue 39, docs/decisions/034): the operators' and the charity's calls.

export const feeStatementsRoute = { method: 'GET', path: '/api/operator/fee-statements' } as const;
export const feeDryRunRoute = { method: 'GET', path: '/api/operator/fee-statements/dry-run' } as const;
export const issueFeeStatementsRoute = {
  method: 'POST',
  path: '/api/operator/fee-statements/issue',
} as const;
export const feeStatementRoute = { method: 'GET', path: '/api/operator/fee-statements/:id' } as const;
export const markFeePaidRoute = { method: 'POST', path: '/api/operator/fee-statements/:id/paid' } as const;
export const feeCreditNoteRoute = {
  method: 'POST',
  path: '/api/operator/fee-statements/:id/credit-notes',
} as const;

export const charityFeeStatementsRoute = { method: 'GET', path: '/api/charity/fee-statements' } as const;
export const charityFeeStatementRoute = { method: 'GET', path: '/api/charity/fee-statements/:id' } as const;
export const charityFeePdfRoute = { method: 'GET', path: '/api/charity/fee-statements/:id/pdf' } as const;
export const charityFeeCsvRoute = {
  method: 'GET',
  path: '/api/charity/fee-statements/:id/lines.csv',
} as const;
export const charityFeeInvoiceRoute = {
  method: 'GET',
  path: '/api/charity/fee-statements/:id/e-invoice.json',
} as const;
