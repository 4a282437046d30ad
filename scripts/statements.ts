import { parseArgs } from 'node:util';
import { internalIssueFeeStatementsEndpoint } from '@athar/contract/internal/issue-fee-statements';
import { configOrExit, fail } from './config-or-exit';
import { signedCall } from './signed-call';

/**
 * `npm run statements -- issue --month 2026-11`: issues every charity's service-fee statement of a
 * closed Cairo month through the running app's signed internal call (audited as a command). Safe to
 * run again: a statement already issued is left as it is (docs/decisions/034).
 */
const usage = 'usage: npm run statements -- issue --month <YYYY-MM>';
const config = configOrExit();
const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { month: { type: 'string' } },
});

async function main() {
  if (positionals[0] !== 'issue' || positionals.length !== 1 || !/^\d{4}-\d{2}$/.test(values.month ?? ''))
    fail(usage);
  const { data } = await signedCall(
    'statements',
    config,
    { ...internalIssueFeeStatementsEndpoint, body: { month: values.month } },
    internalIssueFeeStatementsEndpoint.response,
    // every charity's statement in one call: 1,000 charities took more than 20 s on a loaded machine (P13)
    10 * 60_000,
  );
  const result = data[0]!;
  console.log(
    `${result.month}: ${result.issued} issued${result.numbers.length ? ` (${result.numbers[0]} … ${result.numbers.at(-1)})` : ''}, ${result.carried} carried into the next month, ${result.existing} already issued`,
  );
}

await main().catch((error: unknown) => fail(`statements: ${(error as Error).message}`));
