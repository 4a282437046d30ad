import { formatPiasters } from '@athar/contract/money';
import { createInternalApi, DonationConflict } from '@athar/pay/internal-api';
import { configOrExit, fail } from './config-or-exit';
import { piasters } from '@athar/contract/piasters';

/**
 * `npm run cash -- list | confirm <id> | fail <id>`: what a charity's collector reports, through the
 * running app's signed internal calls (the same service the charity console will call).
 */
const usage = 'usage: npm run cash -- list | confirm <donation id> | fail <donation id>';
const config = configOrExit();
const api = createInternalApi({ baseUrl: config.PUBLIC_URL, secret: config.PAY_WEBHOOK_SECRET });
const [command, idText] = process.argv.slice(2);

async function main() {
  if (command === 'list') {
    const donations = await api.listPendingCash();
    if (donations.length === 0) return console.log('no cash donations waiting for collection');
    for (const d of donations) {
      console.log(
        [
          `#${d.id}`,
          formatPiasters(piasters(d.amount)),
          d.donor_name,
          d.msisdn ?? '-',
          [d.city, d.area, d.address].filter(Boolean).join('، '),
          `${d.campaign_title} / ${d.ngo_name}`,
          d.created_at.slice(0, 16).replace('T', ' '),
        ].join('  |  '),
      );
    }
    return;
  }
  if ((command !== 'confirm' && command !== 'fail') || !/^\d+$/.test(idText ?? '')) fail(usage);
  const id = Number(idText);
  const donation = await api.getDonation(id);
  if (!donation) fail(`donation ${id} not found`);
  if (donation.type !== 1) fail(`donation ${id} is not a cash donation`);
  try {
    if (command === 'confirm') {
      const outcome = await api.confirm(id);
      console.log(
        outcome === 'confirmed'
          ? `donation ${id} confirmed: ${formatPiasters(piasters(donation.amount))} added to "${donation.campaign_title}"`
          : `donation ${id} was already confirmed (counted once)`,
      );
    } else {
      await api.close(id, 'failed');
      console.log(`donation ${id} marked failed (it never counts)`);
    }
  } catch (error) {
    if (error instanceof DonationConflict) fail(`donation ${id} is ${donation.status} and cannot be changed`);
    throw error;
  }
}

await main().catch((error: unknown) =>
  fail(`cash: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`),
);
