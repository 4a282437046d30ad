import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { issueMonthBody, issueResult } from '../fees/fee-statements';
import { z } from 'zod';

/**
 * POST /api/internal/fee-statements/issue: `npm run statements -- issue --month 2026-11`, signed like
 * the other operator commands; hidden from the public OpenAPI.
 */
export const internalIssueFeeStatementsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/fee-statements/issue',
  body: issueMonthBody,
  response: envelope(z.array(issueResult)),
});
