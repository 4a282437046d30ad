import { parseArgs } from 'node:util';
import { piastersToEgpText } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run fawry -- pay <reference>`: pays a kiosk reference code at the built-in Paymob-protocol
 * simulator of the running payment host, the way a Fawry or Aman kiosk payment arrives hours after
 * the donor got the code (the simulator then sends the processed callback). Exits non-zero when the
 * simulator refuses (unknown, expired or already paid reference).
 */
const { positionals } = parseArgs({ allowPositionals: true });
const [command, reference] = positionals;
if (command !== 'pay' || !reference || positionals.length !== 2)
  fail('usage: npm run fawry -- pay <reference>');

const config = configOrExit();
if (config.PAYMOB_URL)
  fail('fawry: PAYMOB_URL is set, so kiosk payments come from that gateway, not from the built-in simulator');
const url = `${config.PAY_PUBLIC_URL}/paymob/kiosk/pay`;
const response = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ reference }),
}).catch((error: unknown) =>
  fail(`fawry: ${(error as Error).message} (is the payment host running at ${config.PAY_PUBLIC_URL}?)`),
);
const answer = (await response.json().catch(() => null)) as {
  ok?: boolean;
  message?: string;
  reason?: string;
  transaction_id?: number;
  amount_cents?: number;
} | null;
if (response.status !== 200 || !answer?.ok) {
  const reason =
    answer?.reason === 'expired' ? 'expired' : answer?.reason === 'paid' ? 'already paid' : 'refused';
  fail(`fawry: reference ${reference} ${reason} (HTTP ${response.status}): ${answer?.message ?? ''}`);
}
const egp = piastersToEgpText(piasters(answer.amount_cents ?? 0));
console.log(
  `${answer.message}\nreference ${reference} paid: ${egp} EGP (transaction ${answer.transaction_id})`,
);
