import PDFDocument from 'pdfkit';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import type { PermitCollected } from '@athar/contract/charity/permit-collected';
import { permitCollectedText as text } from '@athar/contract/charity/permit-collected-text';
import { formatNumber, formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { formatCairoDateTime, formatDay } from '../../lib/cairo-time';
import { drawLineAtRight, drawLineCentred, ligaturesInReadingOrder, wrapLines } from '../statements/rtl-text';
import { statementFonts } from '../statements/statement-pdf';
import type { PermitLine, ReportedPermit } from './permit-collected';

type Doc = InstanceType<typeof PDFDocument>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 24;
const BRAND = '#0f766e';
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/**
 * The per-permit report a charity hands to the Ministry (issue 39): an A4 PDF, right to left, in the
 * yearly statement's typeface and RTL helpers — the charity, the permit, its validity, the totals by
 * channel and the count, then every donation (reference, Cairo date, channel, amount), page after page.
 */
export async function permitCollectedPdf(
  permit: ReportedPermit,
  collected: PermitCollected,
  lines: AsyncIterable<PermitLine>,
): Promise<Doc> {
  const { regular, bold } = statementFonts();
  const title = text.title(permit.permit_number);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'ar',
    displayTitle: true,
    info: { Title: title, Author: text.brand, Subject: permit.ngo_name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= BOTTOM) return false;
    doc.addPage();
    y = MARGIN;
    return true;
  };
  const paragraph = (
    body: string,
    font: 'regular' | 'bold',
    size: number,
    colour = INK,
    height = size + 7,
  ) => {
    doc.font(font).fontSize(size).fillColor(colour);
    for (const part of wrapLines(doc, body, WIDTH)) {
      room(height);
      drawLineAtRight(doc, part, RIGHT, y);
      y += height;
    }
  };
  const rule = () => {
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor(RULE).stroke();
    y += 6;
  };
  /** cells from the right, each in a column of `width / cells.length` */
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const column = WIDTH / cells.length;
    if (room(24) && font === 'regular') return false;
    doc.font(font).fontSize(10).fillColor(INK);
    cells.forEach((cell, index) => drawLineAtRight(doc, cell, RIGHT - index * column - 4, y));
    y += 18;
    rule();
    return true;
  };

  paragraph(text.brand, 'bold', 24, BRAND);
  paragraph(title, 'bold', 15);
  rule();
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
  y += 4;
  paragraph(text.rule, 'regular', 9, MUTED, 14);
  y += 8;

  const c = text.columns;
  row([c.channel, c.count, c.total], 'bold');
  for (const sum of collected.by_channel)
    row(
      [DONATION_CHANNEL_NAMES[sum.channel], formatNumber(sum.count), formatPiasters(piasters(sum.total))],
      'regular',
    );
  paragraph(`${text.count}: ${formatNumber(collected.count)}`, 'bold', 11);
  paragraph(`${text.total}: ${formatPiasters(piasters(collected.total))}`, 'bold', 13, BRAND);
  y += 10;

  paragraph(text.linesTitle, 'bold', 13);
  const l = text.lineColumns;
  const heading = [l.reference, l.date, l.channel, l.amount];
  row(heading, 'bold');
  let any = false;
  for await (const line of lines) {
    any = true;
    const cells = [
      String(line.id),
      formatCairoDateTime(line.confirmed_at),
      DONATION_CHANNEL_NAMES[line.channel],
      formatPiasters(piasters(line.amount)),
    ];
    // a new page repeats the heading before the row
    if (!row(cells, 'regular')) {
      row(heading, 'bold');
      row(cells, 'regular');
    }
  }
  if (!any) paragraph(text.none, 'regular', 10, MUTED);

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
