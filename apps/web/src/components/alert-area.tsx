import { dismissAlert, useAlerts } from '../lib/alerts';
import { cx } from '../lib/cx';
import { messages } from '../lib/messages';
import { CloseIcon } from './icons/close-icon';

function Banner({ kind, text }: { kind: 'success' | 'error'; text: string }) {
  return (
    <div
      className={cx(
        'mt-2 flex items-start gap-3 rounded-xl border-s-4 px-4 py-3 shadow-md',
        kind === 'success'
          ? 'border-success-700 bg-success-50 text-success-700'
          : 'border-danger-700 bg-danger-50 text-danger-700',
      )}
    >
      <p className="flex-1 font-bold">{text}</p>
      <button
        type="button"
        onClick={() => dismissAlert(kind)}
        aria-label={messages.alerts.close}
        className="rounded-md p-1 hover:bg-black/5"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}

/** The global banners under the navbar; the live regions stay mounted so screen readers announce. */
export function AlertArea() {
  const { success, error } = useAlerts();
  return (
    <div className="mx-auto w-full max-w-6xl px-4">
      <div role="status" aria-live="polite">
        {success && <Banner kind="success" text={success} />}
      </div>
      <div role="alert" aria-live="assertive">
        {error && <Banner kind="error" text={error} />}
      </div>
    </div>
  );
}
