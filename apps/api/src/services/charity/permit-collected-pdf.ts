import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import { permitCollectedText as text } from '@athar/contract/charity/permit-collected-text';
import { formatNumber, formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { formatCairoDateTime, formatDay } from '../../lib/cairo-time';
import { arabicPdf, PDF_COLOURS, type ArabicPdfDoc } from '../statements/arabic-pdf';
import type { PermitLine, ReportedPermit } from './permit-collected';

/**
 * The per-permit report a charity hands to the Ministry (issue 39): an A4 PDF, right to left, in the
 * yearly statement's typeface and RTL helpers — the charity, the permit, its validity, the totals by
 * channel and the count, then every donation (reference, Cairo date, channel, amount), page after page.
 */
export async function permitCollectedPdf(
  permit: ReportedPermit,
  collected: PermitCollected,
  lines: AsyncIterable<PermitLine>,
): Promise<ArabicPdfDoc> {
  const pdf = arabicPdf({
    brand: text.brand,
    title: text.title(permit.permit_number),
    subject: permit.ngo_name,
  });
  const paragraph = pdf.paragraph;
  paragraph(`${text.charity}: ${permit.legal_name ?? permit.ngo_name}`, 'regular', 11);
  if (permit.registration_number)
    paragraph(`${text.registration}: ${permit.registration_number}`, 'regular', 11);
  paragraph(`${text.number}: ${permit.permit_number}`, 'regular', 11);
  paragraph(`${text.issuingBody}: ${permit.issuing_body}`, 'regular', 11);
  if (permit.purpose) paragraph(`${text.purpose}: ${permit.purpose}`, 'regular', 11);
  paragraph(
    `${text.validity}: ${text.validityValue(formatDay(permit.starts_on), formatDay(permit.ends_on))}`,
    'regular',
    11,
  );
  if (permit.revoked_at)
    paragraph(`${text.revokedOn}: ${formatCairoDateTime(new Date(permit.revoked_at))}`, 'regular', 11);
  paragraph(`${text.generatedOn}: ${formatCairoDateTime(new Date())}`, 'regular', 11);
  pdf.space(4);
  paragraph(text.rule, 'regular', 9, PDF_COLOURS.muted, 14);
  pdf.space(8);

  const c = text.columns;
  const totalsHeading = [c.channel, c.count, c.total];
  pdf.heading(totalsHeading);
  for (const sum of collected.by_channel)
    pdf.row(totalsHeading, [
      DONATION_CHANNEL_NAMES[sum.channel],
      formatNumber(sum.count),
      formatPiasters(piasters(sum.total)),
    ]);
  paragraph(`${text.count}: ${formatNumber(collected.count)}`, 'bold', 11);
  paragraph(`${text.total}: ${formatPiasters(piasters(collected.total))}`, 'bold', 13, PDF_COLOURS.brand);
  pdf.space(10);

  paragraph(text.linesTitle, 'bold', 13);
  const l = text.lineColumns;
  const heading = [l.reference, l.date, l.channel, l.amount];
  pdf.heading(heading);
  let any = false;
  for await (const line of lines) {
    any = true;
    pdf.row(heading, [
      String(line.id),
      formatCairoDateTime(line.confirmed_at),
      DONATION_CHANNEL_NAMES[line.channel],
      formatPiasters(piasters(line.amount)),
    ]);
  }
  if (!any) paragraph(text.none, 'regular', 10, PDF_COLOURS.muted);
  return pdf.finish(text.page);
}
