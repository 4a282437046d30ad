import PDFDocument from 'pdfkit';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { feeStatementText as text } from '@athar/contract/fees/fee-statement-text';
import { formatEgp, formatNumber } from '@athar/contract/money';
import { formatCairoDateTime } from '../../lib/cairo-time';
import { drawLineAtRight, drawLineCentred, ligaturesInReadingOrder, wrapLines } from '../statements/rtl-text';
import { statementFonts } from '../statements/statement-pdf';

type Doc = InstanceType<typeof PDFDocument>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const BRAND = '#0f766e';
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const COLUMN = WIDTH / 4;
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
export function feeStatementPdf(statement: FeeStatement & { tax_number: string | null }): Doc {
  const { regular, bold } = statementFonts();
  const title =
    statement.kind === 'credit_note' ? text.creditTitle(statement.number!) : text.title(statement.number!);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'ar',
    displayTitle: true,
    info: { Title: title, Author: text.brand, Subject: statement.ngo_name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  let y = MARGIN;
  const line = (body: string, font: 'regular' | 'bold', size: number, colour = INK, height = size + 7) => {
    doc.font(font).fontSize(size).fillColor(colour);
    for (const part of wrapLines(doc, body, WIDTH)) {
      drawLineAtRight(doc, part, RIGHT, y);
      y += height;
    }
  };
  const rule = () => {
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor(RULE).stroke();
    y += 6;
  };

  line(text.brand, 'bold', 24, BRAND);
  line(title, 'bold', 15);
  rule();
  line(`${text.charity}: ${statement.ngo_name}`, 'regular', 11);
  line(`${text.taxNumber}: ${statement.tax_number ?? '—'}`, 'regular', 11);
  line(`${text.month}: ${monthInWords(statement.month)}`, 'regular', 11);
  if (statement.issued_at)
    line(`${text.issuedOn}: ${formatCairoDateTime(new Date(statement.issued_at))}`, 'regular', 11);
  if (statement.credits_number) {
    line(`${text.credits}: ${statement.credits_number}`, 'regular', 11);
    line(`${text.reason}: ${statement.reason ?? ''}`, 'regular', 11);
  }
  y += 6;
  line(text.billedApart, 'bold', 11, BRAND, 17);
  y += 8;

  if (statement.by_channel.length > 0) {
    const row = (cells: string[], font: 'regular' | 'bold') => {
      doc.font(font).fontSize(10).fillColor(INK);
      cells.forEach((cell, index) => drawLineAtRight(doc, cell, RIGHT - index * COLUMN - 4, y));
      y += 18;
      rule();
    };
    const c = text.columns;
    row([c.channel, c.count, c.total, c.fee], 'bold');
    for (const sum of statement.by_channel)
      row(
        [
          DONATION_CHANNEL_NAMES[sum.channel],
          formatNumber(sum.donations_count),
          formatEgp(sum.donations_total),
          formatEgp(sum.fee),
        ],
        'regular',
      );
    y += 6;
  }
  line(`${text.donationsTotal}: ${formatEgp(statement.donations_total)}`, 'regular', 11);
  line(`${text.fee}: ${formatEgp(statement.fee)}`, 'regular', 11);
  if (statement.carried_in > 0) line(`${text.carriedIn}: ${formatEgp(statement.carried_in)}`, 'regular', 11);
  if (statement.vat > 0) line(`${text.vat}: ${formatEgp(statement.vat)}`, 'regular', 11);
  if (statement.credited > 0) line(`${text.credited}: ${formatEgp(statement.credited)}`, 'regular', 11);
  line(`${text.totalDue}: ${formatEgp(statement.total_due)}`, 'bold', 13, BRAND);
  y += 10;
  line(text.rounding, 'regular', 9, MUTED, 14);
  if (statement.kind === 'statement') line(text.linesNote, 'regular', 9, MUTED, 14);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    drawLineCentred(doc, text.page(index + 1, range.count), A4.width / 2, A4.height - MARGIN - 6);
  }
  ligaturesInReadingOrder(doc);
  doc.end();
  return doc;
}
