/** An amount as a settlement file writes it: EGP with exactly two decimals, `-` for a deduction. */
export function piastersToDecimal(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(-?)(0|[1-9]\d{0,11})\.(\d{2})$/;

/** The piasters of a file's `150.00` / `-5.00`; null when it is not written so (no float arithmetic). */
export function decimalToPiasters(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** The Cairo calendar day of an instant, `YYYY-MM-DD`. */
export function cairoDayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
