import { documentPicture, minimalPdf } from '../db/seed/document-files';
import type { TestApp } from './test-app';
import { uniqueEmail } from './factories';

export interface DocumentFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** An application's text fields as the form sends them, a fresh contact e-mail and name each time. */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  const email = uniqueEmail('apply');
  return {
    legal_name: `جمعية النور للتنمية ${email.slice(6, 14)}`,
    registration_number: '٤١٢٧/٢٠٢٠',
    city_id: '1',
    address: 'شارع التحرير، الدقي',
    contact_name: 'منى إبراهيم',
    contact_phone: '01012345678',
    contact_email: email,
    website: '',
    bank: 'misr',
    account_holder: 'جمعية النور للتنمية',
    iban: 'EG38 0019 0005 0000 0000 2631 8000 2',
    ...overrides,
  };
}

/** The two required documents: a real PDF and a real PNG. */
export async function applicationDocuments(): Promise<Record<string, DocumentFile>> {
  return {
    registration_certificate: {
      name: 'certificate.pdf',
      type: 'application/pdf',
      bytes: minimalPdf('certificate'),
    },
    board_decision: { name: 'board.png', type: 'image/png', bytes: await documentPicture() },
  };
}

/** A multipart body of text fields and files, as a browser's FormData sends it. */
export async function applicationPayload(
  fields: Record<string, string>,
  files: Record<string, DocumentFile>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, file] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

let sender = 0;
/** A sender address of its own, so one test's requests never count against another's limits. */
export const nextSenderIp = () => `198.51.${100 + Math.floor(sender / 250)}.${(sender++ % 250) + 1}`;

/** Sends an application (or an answer to `?token=`) from `ip` (an address of its own unless given). */
export async function sendApplication(
  t: TestApp,
  fields: Record<string, string>,
  files: Record<string, DocumentFile>,
  options: { token?: string; ip?: string } = {},
) {
  const body = await applicationPayload(fields, files);
  const url = options.token
    ? `/api/charity-applications/track?token=${options.token}`
    : '/api/charity-applications';
  return t.call({ method: 'POST', url, ...body, remoteAddress: options.ip ?? nextSenderIp() });
}
