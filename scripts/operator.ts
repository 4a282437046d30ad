import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { addOperatorEndpoint } from '@athar/contract/internal/add-operator';
import { OPERATOR_ROLES, type OperatorRole } from '@athar/contract/operator/roles';
import { configOrExit, fail } from './config-or-exit';
import { signedCall } from './signed-call';

/**
 * `npm run operator -- add --email <e> --name <n> --roles admin[,finance…]`: adds an operator through
 * the running app's signed internal call (docs/DEPLOY.md: the first operator of an installation). The
 * password is read from standard input — typed at a hidden prompt, or piped — never from the command
 * line, where the shell's history and the process list would keep it. The operator enrols the second
 * factor at the first login at /operator.
 */
const usage = `usage: npm run operator -- add --email <e-mail> --name <name> --roles <${OPERATOR_ROLES.join('|')}>[,…]`;
const config = configOrExit();
const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string' } },
});

/** One line of standard input; at a terminal, a prompt that does not echo what is typed. */
async function readPassword(): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('Password (not shown): ');
    // readline echoes through _writeToOutput; silence it while the password is typed
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  for await (const line of lines) {
    lines.close();
    if (terminal) process.stdout.write('\n');
    return line;
  }
  return fail('operator: no password given on standard input');
}

async function main() {
  const roles = (values.roles ?? '').split(',').map((role) => role.trim());
  const known = roles.every((role): role is OperatorRole =>
    (OPERATOR_ROLES as readonly string[]).includes(role),
  );
  if (positionals[0] !== 'add' || !values.email || !values.name || !known) fail(usage);
  const password = await readPassword();
  const body = { email: values.email, name: values.name, roles, password };
  const { data } = await signedCall(
    'operator',
    config,
    { ...addOperatorEndpoint, body },
    addOperatorEndpoint.response,
  );
  const operator = data[0]!;
  console.log(
    `operator #${operator.id} ${operator.operator_name} <${operator.email}> added (${operator.roles.join(', ')}); they enrol their second factor at the first login at ${config.PUBLIC_URL.replace(/\/$/, '')}/operator`,
  );
}

await main();
