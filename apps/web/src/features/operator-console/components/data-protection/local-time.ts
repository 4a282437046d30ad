/** A `datetime-local` input's value for a moment (the browser's own zone, to the minute). */
export function localInputValue(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** What the server takes: the typed local time as an instant with its offset; undefined when empty or wrong. */
export function instantOf(value: string): string | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
