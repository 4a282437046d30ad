import PDFDocument from 'pdfkit';
import { drawLineAtRight, drawLineCentred, ligaturesInReadingOrder, wrapLines } from './rtl-text';
import { statementFonts } from './statement-pdf';

export type ArabicPdfDoc = InstanceType<typeof PDFDocument>;
type Font = 'regular' | 'bold';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 24;
export const PDF_COLOURS = { brand: '#0f766e', ink: '#1f2937', muted: '#4b5563', rule: '#d1d5db' } as const;

/**
 * An A4 document, right to left, in the yearly statement's typeface, written top to bottom: the brand
 * and the title at its head, then paragraphs, rules and rows of cells, a new page when the next line
 * does not fit; `finish` numbers the pages and ends it. Used by the fee statement and the permit report.
 */
export function arabicPdf(head: { brand: string; title: string; subject: string }) {
  const { regular, bold } = statementFonts();
  const doc: ArabicPdfDoc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'ar',
    displayTitle: true,
    info: { Title: head.title, Author: head.brand, Subject: head.subject },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  let y = MARGIN;

  /** Makes room for `height`; true when a new page was started. */
  const room = (height: number) => {
    if (y + height <= BOTTOM) return false;
    doc.addPage();
    y = MARGIN;
    return true;
  };
  const paragraph = (
    body: string,
    font: Font,
    size: number,
    colour: string = PDF_COLOURS.ink,
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
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
    y += 6;
  };
  /** Cells from the right, in columns of equal width; false when a regular row needs a new page (it is
   * not written then, so the heading goes first). */
  const row = (cells: string[], font: Font) => {
    const column = WIDTH / cells.length;
    if (room(24) && font === 'regular') return false;
    doc.font(font).fontSize(10).fillColor(PDF_COLOURS.ink);
    cells.forEach((cell, index) => drawLineAtRight(doc, cell, RIGHT - index * column - 4, y));
    y += 18;
    rule();
    return true;
  };

  paragraph(head.brand, 'bold', 24, PDF_COLOURS.brand);
  paragraph(head.title, 'bold', 15);
  rule();

  return {
    doc,
    paragraph,
    rule,
    /** A table's heading row. */
    heading: (cells: string[]) => void row(cells, 'bold'),
    /** A table's row; on a new page the table's heading is repeated first. */
    row: (heading: string[], cells: string[]) => {
      if (row(cells, 'regular')) return;
      row(heading, 'bold');
      row(cells, 'regular');
    },
    /** Leaves `height` points blank. */
    space: (height: number) => {
      y += height;
    },
    /** Numbers every page at its foot («صفحة 1 من 3»), then ends the document. */
    finish: (pageText: (page: number, pages: number) => string): ArabicPdfDoc => {
      const range = doc.bufferedPageRange();
      for (let index = 0; index < range.count; index++) {
        doc.switchToPage(range.start + index);
        doc.font('regular').fontSize(8.5).fillColor(PDF_COLOURS.muted);
        drawLineCentred(doc, pageText(index + 1, range.count), A4.width / 2, A4.height - MARGIN - 6);
      }
      ligaturesInReadingOrder(doc);
      doc.end();
      return doc;
    },
  };
}
