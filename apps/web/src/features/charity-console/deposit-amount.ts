const ARABIC_DIGITS = /[\u0660-\u0669]/g;

/** The piasters of pounds as typed («350», «350.5», «٣٥٠٫٥٠»); null when not so written (no floats). */
export function poundsToPiasters(typed: string): number | null {
  const text = typed
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace('٫', '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value > 0 ? value : null;
}
