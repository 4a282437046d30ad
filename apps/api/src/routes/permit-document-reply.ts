import type { FastifyReply } from 'fastify';

/**
 * A permit's document as a download: never cached, sniffed or rendered here (a checked PDF or a
 * re-encoded picture still opens in its own viewer, outside Athar's origin).
 */
export function sendPermitDocument(
  reply: FastifyReply,
  permit: { id: number | string; document_type: string | null; document_key: string | null },
  bytes: Buffer,
) {
  return reply
    .header('content-type', permit.document_type!)
    .header(
      'content-disposition',
      `attachment; filename="permit-${Number(permit.id)}.${permit.document_key!.split('.').at(-1)}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}
