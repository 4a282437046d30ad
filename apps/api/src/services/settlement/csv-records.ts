import { createHash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';

/** A file's line that cannot be taken: its number and why (the whole file is refused). */
export class LineRefused extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(messages.badLine(line, reason));
  }
}

/** The file is bigger than the importer takes. */
export class FileTooLarge extends Error {}

export interface CsvRecord {
  /** 1 for the header row */
  line: number;
  fields: string[];
}

const MAX_LINE = 4000;

/** One RFC 4180 record on one line (a line break inside quotes is not a settlement file's); null when its quotes are broken. */
export function splitCsvLine(text: string): string[] | null {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (text[at] === '"') {
      let value = '';
      let i = at + 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) return null;
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      if (i < text.length && text[i] !== ',') return null;
      fields.push(value);
      if (i >= text.length) return fields;
      at = i + 1;
    } else {
      const comma = text.indexOf(',', at);
      const value = comma === -1 ? text.slice(at) : text.slice(at, comma);
      if (value.includes('"')) return null;
      fields.push(value);
      if (comma === -1) return fields;
      at = comma + 1;
    }
  }
}

/**
 * The file's records, read as its bytes arrive (never the whole file in memory): UTF-8, a leading BOM
 * dropped, CRLF or LF, blank lines skipped. `digest()` is the SHA-256 of every byte once the
 * records are all read. Past `maxBytes` it throws FileTooLarge; a broken line, LineRefused.
 */
export function csvRecords(chunks: AsyncIterable<Uint8Array | string>, maxBytes: number) {
  const hash = createHash('sha256');
  let digest: string | null = null;
  async function* records(): AsyncGenerator<CsvRecord> {
    const decoder = new StringDecoder('utf8');
    let bytes = 0;
    let pending = '';
    let line = 0;
    const take = (text: string): CsvRecord | null => {
      line += 1;
      let body = text.endsWith('\r') ? text.slice(0, -1) : text;
      if (line === 1 && body.startsWith('\uFEFF')) body = body.slice(1);
      if (body.length > MAX_LINE) throw new LineRefused(line, messages.reasons.tooLong);
      if (body.trim() === '') return null;
      const fields = splitCsvLine(body);
      if (!fields) throw new LineRefused(line, messages.reasons.quotes);
      return { line, fields };
    };
    for await (const chunk of chunks) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      bytes += buffer.length;
      if (bytes > maxBytes) throw new FileTooLarge();
      hash.update(buffer);
      pending += decoder.write(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
      if (pending.length > MAX_LINE * 4 && !pending.includes('\n'))
        throw new LineRefused(line + 1, messages.reasons.tooLong);
      let start = 0;
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        const record = take(pending.slice(start, newline));
        start = newline + 1;
        if (record) yield record;
        newline = pending.indexOf('\n', start);
      }
      pending = pending.slice(start);
    }
    pending += decoder.end();
    if (pending !== '') {
      const record = take(pending);
      if (record) yield record;
    }
    digest = hash.digest('hex');
  }
  return {
    records: records(),
    /** the file's SHA-256 (hex), once every record was read */
    digest: () => {
      if (digest === null) throw new Error('the file was not read to its end');
      return digest;
    },
  };
}
