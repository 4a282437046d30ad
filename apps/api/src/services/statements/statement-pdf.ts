import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { StatementCharity, YearlyStatement } from '@athar/contract/accounts/yearly-statement';
import { statementText as text } from '@athar/contract/accounts/statement-text';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { formatEgp } from '@athar/contract/money';
import { drawLineAtRight, drawLineCentred, ligaturesInReadingOrder, wrapLines } from './rtl-text';

type Doc = InstanceType<typeof PDFDocument>;

const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
/** Tajawal, the web app's typeface (SIL Open Font License, fonts/OFL.txt), read once. */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
export function statementFonts() {
  fonts ??= {
    regular: readFileSync(path.join(FONTS_DIR, 'Tajawal-Regular.ttf')),
    bold: readFileSync(path.join(FONTS_DIR, 'Tajawal-Bold.ttf')),
  };
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const LEFT = MARGIN;
const WIDTH = RIGHT - LEFT;
const BOTTOM = A4.height - MARGIN - 24;
const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#0f766e';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';
const CELL_PAD = 5;
const LINE = 14;

/** The table's columns from the right (the start of an Arabic line); the campaign takes what is left. */
const COLUMNS = [
  { key: 'date', width: 82 },
  { key: 'campaign', width: WIDTH - 82 - 96 - 62 - 92 },
  { key: 'channel', width: 96 },
  { key: 'receipt', width: 62 },
  { key: 'amount', width: 92 },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

// a day names no instant: format its noon in UTC so no time zone can move it
const dayFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** Writes top to bottom, starting a new page when what comes next does not fit. */
class Writer {
  y = MARGIN;
  constructor(readonly doc: Doc) {}

  /** Makes room for `height`; true when a new page was started. */
  room(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  style(font: 'regular' | 'bold', size: number, colour = INK): this {
    this.doc.font(font).fontSize(size).fillColor(colour);
    return this;
  }

  /** A paragraph across the page (or `width`), right-aligned, wrapped. */
  paragraph(body: string, lineHeight: number, width = WIDTH): void {
    const lines = wrapLines(this.doc, body, width);
    // a short paragraph is not split over two pages
    if (lines.length <= 4) this.room(lines.length * lineHeight);
    for (const line of lines) {
      this.room(lineHeight);
      drawLineAtRight(this.doc, line, RIGHT, this.y);
      this.y += lineHeight;
    }
  }

  rule(colour = RULE): void {
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(0.7).strokeColor(colour).stroke();
  }
}

function header(w: Writer, statement: YearlyStatement, issuedOn: string): void {
  w.style('bold', 26, BRAND);
  drawLineAtRight(w.doc, text.brand, RIGHT, w.y);
  w.style('bold', 16);
  drawLineAtRight(w.doc, text.title(statement.year), RIGHT - 62, w.y + 10);
  w.y += 44;
  w.rule(BRAND);
  w.y += 10;
  w.style('regular', 11);
  const rows = [
    `${text.donor}: ${statement.donor_name}`,
    ...(statement.donor_email ? [`${text.email}: ${statement.donor_email}`] : []),
    `${text.issuedOn}: ${formatDay(issuedOn)}`,
  ];
  for (const row of rows) w.paragraph(row, 17);
  w.y += 8;
}

function cellLines(w: Writer, key: ColumnKey, value: string): string[] {
  const width = COLUMNS.find((column) => column.key === key)!.width - 2 * CELL_PAD;
  return wrapLines(w.doc, value, width);
}

/** One table row: cells from the right, each wrapped inside its column; shaded for the heading. */
function tableRow(w: Writer, cells: Record<ColumnKey, string>, heading: boolean): void {
  w.style(heading ? 'bold' : 'regular', heading ? 9.5 : 10, heading ? INK : INK);
  const lines = COLUMNS.map((column) => cellLines(w, column.key, cells[column.key]));
  const height = Math.max(...lines.map((cell) => cell.length)) * LINE + 2 * CELL_PAD;
  if (w.room(height) && !heading) tableRow(w, headingCells(), true);
  if (heading) w.doc.rect(LEFT, w.y, WIDTH, height).fill(SHADE);
  w.style(heading ? 'bold' : 'regular', heading ? 9.5 : 10);
  let right = RIGHT;
  COLUMNS.forEach((column, index) => {
    lines[index]!.forEach((line, row) =>
      drawLineAtRight(w.doc, line, right - CELL_PAD, w.y + CELL_PAD + row * LINE),
    );
    right -= column.width;
  });
  w.y += height;
  w.rule();
}

const headingCells = (): Record<ColumnKey, string> => ({ ...text.columns });

/** Rows drawn between two turns of the event loop: a long year never holds other requests up for long. */
const ROWS_PER_TURN = 20;

async function charitySection(w: Writer, charity: StatementCharity): Promise<void> {
  w.room(110);
  w.style('bold', 14, BRAND);
  w.paragraph(charity.ngo_name, 20);
  w.style('regular', 9.5, MUTED);
  w.paragraph(
    `${text.legalName}: ${charity.legal_name ?? text.notEntered}   —   ${text.registrationNumber}: ${charity.registration_number ?? text.notEntered}`,
    14,
  );
  w.paragraph(
    `${text.permitNumbers}: ${charity.permit_numbers.length > 0 ? text.permitList(charity.permit_numbers) : text.notEntered}`,
    14,
  );
  w.y += 4;
  tableRow(w, headingCells(), true);
  for (const [index, donation] of charity.donations.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    tableRow(
      w,
      {
        date: formatDay(donation.date),
        campaign: donation.campaign_title,
        channel: DONATION_CHANNEL_NAMES[donation.channel],
        receipt: donation.receipt_serial === null ? '—' : String(donation.receipt_serial),
        amount: formatEgp(donation.amount),
      },
      false,
    );
  }
  w.y += 6;
  w.room(36);
  w.style('bold', 11);
  w.paragraph(
    `${text.charityTotal} (${text.donationsCount(charity.donations.length)}): ${formatEgp(charity.total)}`,
    16,
  );
  w.style('regular', 9.5, MUTED);
  w.paragraph(`${text.inWords}: ${charity.total_in_words}`, 14);
  w.y += 16;
}

function grandTotal(w: Writer, statement: YearlyStatement): void {
  w.style('regular', 10);
  const words = wrapLines(w.doc, `${text.inWords}: ${statement.total_in_words}`, WIDTH - 20);
  const height = 40 + words.length * 15;
  w.room(height + 10);
  w.doc.rect(LEFT, w.y, WIDTH, height).lineWidth(1).strokeColor(BRAND).stroke();
  const top = w.y;
  w.y += 10;
  w.style('bold', 13, BRAND);
  drawLineAtRight(w.doc, `${text.grandTotal}: ${formatEgp(statement.total)}`, RIGHT - 10, w.y);
  w.y += 21;
  w.style('regular', 10);
  for (const line of words) {
    drawLineAtRight(w.doc, line, RIGHT - 10, w.y);
    w.y += 15;
  }
  w.y = top + height + 14;
}

function footers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    doc.font('regular').fontSize(8.5).fillColor(MUTED);
    drawLineCentred(doc, text.page(index + 1, range.count), A4.width / 2, A4.height - MARGIN - 6);
  }
}

/**
 * The yearly statement as an A4 PDF, right to left, in the web app's typeface: the donor, each
 * charity's donations and total (in digits and words), the year's total and the tax note. Drawn a
 * few rows per turn of the event loop; resolves with the finished document, a stream to send.
 */
export async function statementPdf(statement: YearlyStatement, issuedOn: string): Promise<Doc> {
  const { regular, bold } = statementFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'ar',
    displayTitle: true,
    info: { Title: text.title(statement.year), Author: text.brand, Subject: statement.donor_name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const w = new Writer(doc);
  header(w, statement, issuedOn);
  if (statement.charities.length === 0) {
    w.style('regular', 12, MUTED);
    w.paragraph(text.empty(statement.year), 18);
    w.y += 12;
  }
  for (const charity of statement.charities) await charitySection(w, charity);
  if (statement.charities.length > 0) grandTotal(w, statement);
  w.style('regular', 9, MUTED);
  w.paragraph(text.directNote, 13);
  w.y += 4;
  w.paragraph(text.taxNote, 13);
  footers(doc);
  ligaturesInReadingOrder(doc);
  doc.end();
  return doc;
}
