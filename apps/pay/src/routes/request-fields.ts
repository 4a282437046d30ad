/** A donation id from a body: a JSON number, digits as text/plain, or a `donationId` field. */
export function readDonationId(body: unknown): number | null {
  const value =
    typeof body === 'object' && body !== null && 'donationId' in body
      ? (body as { donationId: unknown }).donationId
      : body;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
