import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { inboundSmsRoute } from '@athar/contract/routes/donations';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import {
  deliveredMessages,
  recordDelivered,
  recordReversal,
  reversedMessages,
} from '@athar/pay/sms/aggregator-journal';
import { smsMonthlyReportCsv } from '@athar/pay/sms/aggregator-report';
import { configOrExit, fail } from './config-or-exit';

/**
 * The SMS aggregator, simulated.
 * `npm run sms -- --to <short number> --text T12345 [--from 01…] [--id <message id>]`: delivers one
 * message to the running app the way the aggregator does (signed with SMS_WEBHOOK_SECRET), and keeps
 * it in the aggregator's own records (DATA_DIR/sms-aggregator).
 * `npm run sms -- report --to <short number> --month YYYY-MM [--out file.csv]`: the aggregator's
 * monthly report of that short number from those records (docs/decisions/042), to import with
 * `npm run settlement -- import`.
 * `npm run sms -- reverse --id <message id> [--at <ISO instant>]`: the operator reverses a delivered
 * message's charge to its subscriber; the report of the month it happened in carries it
 * (docs/decisions/048).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    text: { type: 'string' },
    from: { type: 'string', default: '01000000000' },
    id: { type: 'string' },
    month: { type: 'string' },
    out: { type: 'string' },
    at: { type: 'string' },
  },
});
const config = configOrExit();

if (positionals[0] === 'report') {
  if (!values.to || !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month ?? ''))
    fail('usage: npm run sms -- report --to <short number> --month YYYY-MM [--out file.csv]');
  const csv = smsMonthlyReportCsv(
    await deliveredMessages(config.dataDir),
    values.to!,
    values.month!,
    await reversedMessages(config.dataDir),
  );
  if (values.out) fs.writeFileSync(values.out, csv);
  else process.stdout.write(csv);
  process.exit(0);
}

if (positionals[0] === 'reverse') {
  const at = values.at ?? new Date().toISOString();
  if (!values.id || Number.isNaN(Date.parse(at)))
    fail('usage: npm run sms -- reverse --id <message id> [--at <ISO instant>]');
  const delivered = await deliveredMessages(config.dataDir);
  if (!delivered.some((message) => message.message_id === values.id))
    fail(`sms: the aggregator delivered no message ${values.id}`);
  await recordReversal(config.dataDir, { message_id: values.id!, reversed_at: new Date(at).toISOString() });
  console.log(`message ${values.id} reversed: -5 EGP in the report of its month`);
  process.exit(0);
}

if (!values.to || values.text === undefined) fail('usage: npm run sms -- --to <short number> --text T12345');

const message = {
  message_id: values.id ?? `sim-${randomUUID()}`,
  from: values.from!,
  to: values.to!,
  text: values.text!,
  received_at: new Date().toISOString(),
};
const body = JSON.stringify(message);
const url = new URL(inboundSmsRoute.path, config.PUBLIC_URL);
const response = await fetch(url, {
  method: inboundSmsRoute.method,
  headers: signedJsonHeaders(config.SMS_WEBHOOK_SECRET, {
    method: inboundSmsRoute.method,
    path: url.pathname,
    body,
  }),
  body,
}).catch((error: unknown) =>
  fail(`sms: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`),
);
const answer = (await response.json().catch(() => null)) as {
  data?: { outcome: string; donation_id: number | null }[];
  message?: string;
} | null;
if (response.status !== 200) fail(`sms: HTTP ${response.status} ${answer?.message ?? ''}`);
// delivered: the aggregator's records keep it (and bill it, when it carries the service's keyword)
await recordDelivered(config.dataDir, message);
const result = answer?.data?.[0];
console.log(
  result?.outcome === 'donation'
    ? `donation ${result.donation_id} confirmed: 5 EGP`
    : `message ${result?.outcome ?? 'answered'} (nothing counted)`,
);
