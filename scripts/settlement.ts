import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { internalSettlementImportEndpoint } from '@athar/contract/settlement/settlement-endpoints';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run settlement -- import <file> [--charity <id>]`: imports a provider's settlement file (the
 * bank's daily CSV, the gateway's report, the SMS aggregator's) or a charity's bank statement (its
 * charity named by --charity, docs/decisions/052) through the running app's signed internal call,
 * streamed, and prints what was matched. The same file again is imported once (docs/decisions/035).
 */
const usage = 'usage: npm run settlement -- import <file.csv> [--charity <charity id, for a bank statement>]';
const config = configOrExit();
const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { charity: { type: 'string' } },
});

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function main() {
  if (positionals[0] !== 'import' || positionals.length !== 2) fail(usage);
  const file = positionals[1]!;
  if (!fs.existsSync(file)) fail(`settlement: no file ${file}`);
  const query = new URLSearchParams({ file_name: path.basename(file), sha256: await sha256Of(file) });
  if (values.charity !== undefined) query.set('charity', values.charity);
  const url = new URL(
    `${config.PUBLIC_URL.replace(/\/$/, '')}${internalSettlementImportEndpoint.path}?${query}`,
  );
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      ...signedJsonHeaders(config.PAY_WEBHOOK_SECRET, {
        method: 'POST',
        path: `${url.pathname}${url.search}`,
        body: '',
      }),
      'content-type': 'text/csv',
    },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit).catch((error: unknown) =>
    fail(`settlement: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`),
  );
  const json = (await answer.json()) as { message?: string };
  if (answer.status !== 200) fail(`settlement: HTTP ${answer.status} ${json.message ?? ''}`);
  const imported = internalSettlementImportEndpoint.response.parse(json).data[0]!;
  console.log(json.message);
  console.log(
    `#${imported.id} ${imported.provider} ${imported.account}: ${imported.lines} lines, ${imported.matched} matched, ${imported.fees} fees, ${imported.exceptions} exceptions (${imported.not_settled} not settled)`,
  );
}

await main().catch((error: unknown) => fail(`settlement: ${(error as Error).message}`));
