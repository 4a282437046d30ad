import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { inboundSmsRoute } from '@athar/contract/routes/donations';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run sms -- --to <short number> --text T12345 [--from 01…] [--id <message id>]`: delivers one
 * message to the running app the way the SMS aggregator does (signed with SMS_WEBHOOK_SECRET).
 */
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    text: { type: 'string' },
    from: { type: 'string', default: '01000000000' },
    id: { type: 'string' },
  },
});
if (!values.to || values.text === undefined) fail('usage: npm run sms -- --to <short number> --text T12345');

const config = configOrExit();
const body = JSON.stringify({
  message_id: values.id ?? `sim-${randomUUID()}`,
  from: values.from,
  to: values.to,
  text: values.text,
  received_at: new Date().toISOString(),
});
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
const result = answer?.data?.[0];
console.log(
  result?.outcome === 'donation'
    ? `donation ${result.donation_id} confirmed: 5 EGP`
    : `message ${result?.outcome ?? 'answered'} (nothing counted)`,
);
