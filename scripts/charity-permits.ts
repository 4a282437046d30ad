import type { Config } from '@athar/api/config';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import {
  addPermitEndpoint,
  listPermitsEndpoint,
  permitDecisionEndpoints,
  registerCharityEndpoint,
} from '@athar/contract/internal/permits';
import { signedCall as appCall } from './signed-call';
import { fail } from './config-or-exit';

/** The options `permit …` and `register` read (parsed by scripts/charity.ts). */
export interface PermitOptions {
  ngo?: string | undefined;
  number?: string | undefined;
  body?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  scope?: string | undefined;
  id?: string | undefined;
  'legal-name'?: string | undefined;
  registration?: string | undefined;
  reason?: string | undefined;
}

const DIGITS = /^\d+$/;

function describe(permit: PermitRecord): string {
  const inForce = permit.in_force_today ? ', in force today' : '';
  return `permit #${permit.id} ${permit.permit_number} (${permit.scope}) ${permit.starts_on} → ${permit.ends_on}, ${permit.issuing_body}: ${permit.status}${inForce}`;
}

/** `permit add|list|revoke|approve|reject`. */
export async function runPermitCommand(
  config: Config,
  command: string | undefined,
  values: PermitOptions,
  usage: string,
): Promise<void> {
  if (command === 'add') {
    if (!DIGITS.test(values.ngo ?? '') || !values.number || !values.body || !values.from || !values.to) {
      fail(usage);
    }
    const { data } = await appCall(
      'charity',
      config,
      {
        method: addPermitEndpoint.method,
        path: addPermitEndpoint.path,
        body: {
          ngo_id: Number(values.ngo),
          permit_number: values.number,
          issuing_body: values.body,
          starts_on: values.from,
          ends_on: values.to,
          scope: values.scope ?? 'online',
        },
      },
      addPermitEndpoint.response,
    );
    console.log(`added ${describe(data[0]!)}`);
    return;
  }
  if (command === 'list') {
    if (!DIGITS.test(values.ngo ?? '')) fail(usage);
    const { data } = await appCall(
      'charity',
      config,
      { method: listPermitsEndpoint.method, path: `${listPermitsEndpoint.path}?ngo_id=${values.ngo}` },
      listPermitsEndpoint.response,
    );
    if (data.length === 0) console.log(`charity #${values.ngo} has no permits`);
    for (const permit of data) console.log(describe(permit));
    return;
  }
  if (command === 'revoke' || command === 'approve' || command === 'reject') {
    if (!DIGITS.test(values.id ?? '')) fail(usage);
    const endpoint = permitDecisionEndpoints[command];
    const { data } = await appCall(
      'charity',
      config,
      {
        method: endpoint.method,
        path: endpoint.path.replace(':id', values.id!),
        // a refusal's reason is recorded on the permit and mailed to the charity's admins, as in the console
        ...(command === 'reject' && values.reason ? { body: { reason: values.reason } } : {}),
      },
      endpoint.response,
    );
    console.log(describe(data[0]!));
    return;
  }
  fail(usage);
}

/** `register --ngo <id> --legal-name <n> --registration <number>`. */
export async function runRegisterCommand(config: Config, values: PermitOptions, usage: string) {
  if (!DIGITS.test(values.ngo ?? '') || !values['legal-name'] || !values.registration) fail(usage);
  const { data } = await appCall(
    'charity',
    config,
    {
      method: registerCharityEndpoint.method,
      path: registerCharityEndpoint.path,
      body: {
        ngo_id: Number(values.ngo),
        legal_name: values['legal-name'],
        registration_number: values.registration,
      },
    },
    registerCharityEndpoint.response,
  );
  const row = data[0]!;
  console.log(
    `${row.ar_name} (#${row.ngo_id}): legal name ${row.legal_name}, registration number ${row.registration_number}`,
  );
}
