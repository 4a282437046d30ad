import { listStateMessages } from '../lib/messages/list-states';
import { secondaryButton } from './button-classes';

/** A list that failed to load: the server's message when there is one, and a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const text = listStateMessages;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-danger-50 px-6 py-10 text-center"
    >
      <p className="text-lg font-bold text-danger-700">{text.errorTitle}</p>
      <p className="max-w-md text-ink">{message || text.errorText}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={secondaryButton}>
          {text.retry}
        </button>
      ) : null}
    </div>
  );
}
