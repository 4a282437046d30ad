import { cx } from '../../lib/cx';

/** The server's answer under a form: red for an error (PRODUCT.md §8), green for a success. */
export function FormAlert({ kind, text }: { kind: 'error' | 'success'; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl border-s-4 px-4 py-3 font-bold',
        kind === 'error'
          ? 'border-danger-700 bg-danger-50 text-danger-700'
          : 'border-success-700 bg-success-50 text-success-700',
      )}
    >
      {text}
    </p>
  );
}
