import { parseArgs } from 'node:util';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { addStaffEndpoint } from '@athar/contract/internal/add-staff';
import { charityMessages } from '@athar/contract/charity/messages';
import { runPermitCommand, runRegisterCommand } from './charity-permits';
import { configOrExit, fail } from './config-or-exit';

/**
 * `npm run charity -- add-staff --ngo <id> --email <e> --name <n>`: adds a staff member to one
 * charity through the running app's signed internal call, which mails the invitation link. Run again
 * for someone who has not chosen a password yet, it mails a fresh invitation; for someone who has, the
 * app answers 409 (they use "forgot password"), and past 5 mails an hour to one address, 429.
 *
 * `permit add|list|revoke|approve|reject` keeps the charity's fundraising permits (Law 149/2019; one
 * the operator adds is approved at once, a staff member's request waits for approve or reject), and
 * `register` sets its legal name and Ministry registration number (scripts/charity-permits.ts).
 */
const usage = [
  'usage: npm run charity -- add-staff --ngo <charity id> --email <e-mail> --name <name>',
  '       npm run charity -- permit add --ngo <charity id> --number <permit number> --body <issuing body> --from YYYY-MM-DD --to YYYY-MM-DD [--scope online|offline]',
  '       npm run charity -- permit list --ngo <charity id>',
  '       npm run charity -- permit revoke|approve|reject --id <permit id> [--reason <why it is refused>]',
  '       npm run charity -- register --ngo <charity id> --legal-name <legal name> --registration <registration number>',
].join('\n');
const config = configOrExit();
const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    ngo: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    number: { type: 'string' },
    body: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    scope: { type: 'string' },
    id: { type: 'string' },
    'legal-name': { type: 'string' },
    registration: { type: 'string' },
    reason: { type: 'string' },
  },
});

async function main() {
  if (positionals[0] === 'permit') return runPermitCommand(config, positionals[1], values, usage);
  if (positionals[0] === 'register') return runRegisterCommand(config, values, usage);
  if (positionals[0] !== 'add-staff' || !/^\d+$/.test(values.ngo ?? '') || !values.email || !values.name) {
    fail(usage);
  }
  const body = JSON.stringify({ ngo_id: Number(values.ngo), email: values.email, name: values.name });
  const url = new URL(`${config.PUBLIC_URL.replace(/\/$/, '')}${addStaffEndpoint.path}`);
  const response = await fetch(url, {
    method: addStaffEndpoint.method,
    headers: signedJsonHeaders(config.PAY_WEBHOOK_SECRET, {
      method: addStaffEndpoint.method,
      path: url.pathname,
      body,
    }),
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const answer: unknown = await response.json();
  if (response.status !== 200) {
    const message = (answer as { message?: string }).message ?? '';
    fail(`charity: HTTP ${response.status} ${message}`);
  }
  const { data, message } = addStaffEndpoint.response.parse(answer);
  const staff = data[0]!;
  const who = `staff #${staff.id} ${staff.staff_name} <${staff.email}>`;
  // the same address again, before a password was chosen: the app mailed a fresh invitation
  if (message === charityMessages.staffInvitationResent) {
    console.log(
      `${who} of ${staff.ngo_name} (#${staff.ngo_id}) was already added and has no password yet: a new invitation was mailed and the older ones no longer work`,
    );
    return;
  }
  console.log(`${who} added to ${staff.ngo_name} (#${staff.ngo_id}); invitation mailed`);
}

await main().catch((error: unknown) =>
  fail(`charity: ${(error as Error).message} (is the app running at ${config.PUBLIC_URL}?)`),
);
