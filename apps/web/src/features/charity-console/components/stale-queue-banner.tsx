import { consoleOfflineMessages } from '../../../lib/messages/console-offline';
import { NoConnectionIcon } from '../../../components/icons/no-connection-icon';
import { cairoTimeText } from '../clock-text';

const text = consoleOfflineMessages;

/** Over a queue read without a connection: it may be out of date, and nothing done now is saved. */
export function StaleQueueBanner({ loadedAt }: { loadedAt: string }) {
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-2xl border-s-4 border-sand-400 bg-sand-100 px-4 py-3 text-brand-900"
    >
      <NoConnectionIcon className="mt-0.5 size-6 shrink-0 text-brand-800" />
      <div className="min-w-0">
        <p className="font-bold">{text.staleTitle(cairoTimeText(loadedAt))}</p>
        <p className="mt-1 text-sm text-ink">{text.staleText}</p>
      </div>
    </div>
  );
}
