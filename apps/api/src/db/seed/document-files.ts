import sharp from 'sharp';

/**
 * A one-page PDF (A4) that shows `line` in Helvetica: a real file with its cross-reference table and
 * trailer, small enough to ship as the seed's and the tests' documents (Latin text only).
 */
export function minimalPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small scanned-looking PNG (a pale page with a dark band), as a phone photo of a document would be. */
export function documentPicture(): Promise<Buffer> {
  const band = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#f4f1ea"/><rect x="30" y="40" width="240" height="24" fill="#333"/><rect x="30" y="90" width="200" height="10" fill="#888"/><rect x="30" y="110" width="220" height="10" fill="#888"/></svg>',
  );
  return sharp(band).png().toBuffer();
}
