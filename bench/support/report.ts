/** One line of the report: A against B, the ratio the issue sets a target for, and whether it is met. */
export interface ResultRow {
  id: string;
  what: string;
  a: Measured;
  b: Measured;
  /** A ÷ B, or B ÷ A for targets of the form "≥ n× faster" */
  ratio: number;
  target: string;
  met: boolean;
  note?: string;
}

export interface Measured {
  label: string;
  unit: string;
  /** the median of the samples */
  value: number;
  /** one per round, in the order measured */
  samples: number[];
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function measured(label: string, unit: string, samples: number[]): Measured {
  return { label, unit, value: median(samples), samples };
}

export interface RowSpec {
  id: string;
  what: string;
  a: Measured;
  b: Measured;
  /** ratio = A ÷ B (default) or B ÷ A */
  ratioOf?: 'a/b' | 'b/a';
  maxRatio?: number;
  minRatio?: number;
  /** a further absolute condition, e.g. "A ≤ 130 KB" */
  also?: { met: boolean; target: string };
  note?: string;
}

export function resultRow(spec: RowSpec): ResultRow {
  const ratio = spec.ratioOf === 'b/a' ? spec.b.value / spec.a.value : spec.a.value / spec.b.value;
  const targets: string[] = [];
  let met = true;
  if (spec.maxRatio !== undefined) {
    targets.push(`≤ ${spec.maxRatio}×`);
    met &&= ratio <= spec.maxRatio;
  }
  if (spec.minRatio !== undefined) {
    targets.push(`≥ ${spec.minRatio}× (${spec.ratioOf === 'b/a' ? 'B ÷ A' : 'A ÷ B'})`);
    met &&= ratio >= spec.minRatio;
  }
  if (spec.also) {
    targets.push(spec.also.target);
    met &&= spec.also.met;
  }
  return {
    id: spec.id,
    what: spec.what,
    a: spec.a,
    b: spec.b,
    ratio,
    target: targets.join(', '),
    met,
    ...(spec.note ? { note: spec.note } : {}),
  };
}

function format(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 1000 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 1 ? 2 : 3;
  return value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

const cell = (item: Measured) => `${item.label}: **${format(item.value)} ${item.unit}**`;
const escapePipes = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(rows: ResultRow[]): string {
  const lines = ['| | measured | A | B | ratio | target | met |', '|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    lines.push(
      `| ${row.id} | ${escapePipes(row.what)} | ${escapePipes(cell(row.a))} | ${escapePipes(cell(row.b))} | ${format(row.ratio)}× | ${row.target} | ${row.met ? 'yes' : '**no**'} |`,
    );
  }
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.id}: ${row.note}`);
  return [...lines, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}
