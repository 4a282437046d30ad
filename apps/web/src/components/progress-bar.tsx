/** A filled bar for collected ÷ target, capped at 100 %; named by `label`. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      className="h-2.5 overflow-hidden rounded-full bg-brand-50"
    >
      <div className="h-full rounded-full bg-brand-600" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
