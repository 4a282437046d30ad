import { testPicture } from './factories';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the charity console's deposit form sends (issue 39). */
export interface DepositForm {
  amount: string;
  deposited_on?: string;
  bank_reference: string;
  donation_ids: number[];
  slip?: Buffer | null;
}

/** The console's multipart form: the fields, each donation id a field of its own, and the slip. */
export async function depositPayload(form: DepositForm) {
  const data = new FormData();
  data.append('amount', form.amount);
  data.append('deposited_on', form.deposited_on ?? new Date(Date.now() - DAY_MS).toISOString().slice(0, 10));
  data.append('bank_reference', form.bank_reference);
  for (const id of form.donation_ids) data.append('donation_ids', String(id));
  const slip = form.slip === undefined ? await testPicture('jpeg') : form.slip;
  if (slip) data.append('slip', new Blob([new Uint8Array(slip)], { type: 'image/jpeg' }), 'slip.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
