import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { feeStatementText as text } from '@athar/contract/fees/fee-statement-text';
import { formatEgp, formatNumber } from '@athar/contract/money';
import { formatCairoDateTime } from '../../lib/cairo-time';
import { arabicPdf, PDF_COLOURS, type ArabicPdfDoc } from '../statements/arabic-pdf';

// `2026-11` read in words («نوفمبر 2026»): digits joined by a dash turn around in a right-to-left line
const monthFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const monthInWords = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));

/**
 * A statement or credit note as an A4 PDF, right to left, in the yearly statement's typeface and
 * helpers: the charity, the month, the totals by channel, the fee, VAT and the sum due, and the note
 * that the fee is billed apart and every donation reached the charity whole. One page: the lines go
 * in the CSV.
 */
export function feeStatementPdf(statement: FeeStatement & { tax_number: string | null }): ArabicPdfDoc {
  const title =
    statement.kind === 'credit_note' ? text.creditTitle(statement.number!) : text.title(statement.number!);
  const pdf = arabicPdf({ brand: text.brand, title, subject: statement.ngo_name });
  const line = pdf.paragraph;
  line(`${text.charity}: ${statement.ngo_name}`, 'regular', 11);
  line(`${text.taxNumber}: ${statement.tax_number ?? '—'}`, 'regular', 11);
  line(`${text.month}: ${monthInWords(statement.month)}`, 'regular', 11);
  if (statement.issued_at)
    line(`${text.issuedOn}: ${formatCairoDateTime(new Date(statement.issued_at))}`, 'regular', 11);
  if (statement.credits_number) {
    line(`${text.credits}: ${statement.credits_number}`, 'regular', 11);
    line(`${text.reason}: ${statement.reason ?? ''}`, 'regular', 11);
  }
  pdf.space(6);
  line(text.billedApart, 'bold', 11, PDF_COLOURS.brand, 17);
  pdf.space(8);

  if (statement.by_channel.length > 0) {
    const c = text.columns;
    const heading = [c.channel, c.count, c.total, c.fee];
    pdf.heading(heading);
    for (const sum of statement.by_channel)
      pdf.row(heading, [
        DONATION_CHANNEL_NAMES[sum.channel],
        formatNumber(sum.donations_count),
        formatEgp(sum.donations_total),
        formatEgp(sum.fee),
      ]);
    pdf.space(6);
  }
  line(`${text.donationsTotal}: ${formatEgp(statement.donations_total)}`, 'regular', 11);
  line(`${text.fee}: ${formatEgp(statement.fee)}`, 'regular', 11);
  if (statement.carried_in > 0) line(`${text.carriedIn}: ${formatEgp(statement.carried_in)}`, 'regular', 11);
  if (statement.vat > 0) line(`${text.vat}: ${formatEgp(statement.vat)}`, 'regular', 11);
  if (statement.credited > 0) line(`${text.credited}: ${formatEgp(statement.credited)}`, 'regular', 11);
  line(`${text.totalDue}: ${formatEgp(statement.total_due)}`, 'bold', 13, PDF_COLOURS.brand);
  pdf.space(10);
  line(text.rounding, 'regular', 9, PDF_COLOURS.muted, 14);
  if (statement.kind === 'statement') line(text.linesNote, 'regular', 9, PDF_COLOURS.muted, 14);
  return pdf.finish(text.page);
}
