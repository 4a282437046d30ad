import { Spinner } from '../spinner';
import { primaryButton } from '../button-classes';
import { cx } from '../../lib/cx';

interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** blocked while any field error stands (PRODUCT.md §5) */
  blocked?: boolean;
  className?: string;
}

/** A form's submit button with its spinner; disabled while sending or while errors stand. */
export function SubmitButton({ label, busyLabel, busy, blocked = false, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy || blocked}
      aria-busy={busy || undefined}
      className={cx(primaryButton, 'w-full', className)}
    >
      {busy && <Spinner className="size-5 text-white!" />}
      {busy ? busyLabel : label}
    </button>
  );
}
