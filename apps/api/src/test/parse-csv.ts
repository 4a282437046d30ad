/**
 * A strict RFC 4180 reader for tests: CRLF between records, fields quoted only as a whole with quotes
 * doubled inside. Anything else throws, so a test also proves the text is well formed.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      const close = readQuoted(text, i + 1);
      field = close.value;
      i = close.next;
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        throw new Error(`CSV: text after a closing quote at ${i}`);
      }
      continue;
    }
    const char = text[i]!;
    if (char === ',') {
      endField();
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else if (char === '"' || char === '\r' || char === '\n') {
      throw new Error(`CSV: stray ${JSON.stringify(char)} at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

function readQuoted(text: string, start: number): { value: string; next: number } {
  let value = '';
  let i = start;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote === -1) throw new Error(`CSV: unclosed quote from ${start - 1}`);
    value += text.slice(i, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      i = quote + 2;
    } else {
      return { value, next: quote + 1 };
    }
  }
}
