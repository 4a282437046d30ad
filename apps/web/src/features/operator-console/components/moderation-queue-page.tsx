import { Link } from 'react-router';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { QueueItem } from '@athar/contract/moderation/queue';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { formatDateTime } from '../../../lib/format-date';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { useModerationQueue } from '../api/moderation';
import { OPERATOR_PATHS } from '../operator-paths';
import { ListStates } from './list-states';
import { PageHeading } from './page-heading';

const text = operatorModerationMessages;

/** The first-look clock of a queued campaign: due, late, or when a moderator first looked. */
function FirstLook({ item }: { item: QueueItem }) {
  if (item.first_look_at)
    return <span className="text-muted">{text.looked(formatDateTime(item.first_look_at))}</span>;
  const late = item.first_look_late;
  return (
    <span className={late ? 'font-bold text-danger-700' : 'text-brand-800'}>
      {(late ? text.firstLookLate : text.firstLookDue)(formatDateTime(item.first_look_due_at))}
    </span>
  );
}

/** /operator/moderation (moderator, admin): campaigns with reports waiting, oldest first, by keyset pages. */
export function ModerationQueuePage({ operator }: { operator: OperatorProfile }) {
  useDataDocumentTitle(text.title);
  const queue = useModerationQueue(operator.id);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} lead={text.lead} />
      <div className="mt-6">
        <ListStates query={queue} count={items.length} empty={{ title: text.empty }} moreLabel={text.more}>
          {() => (
            <ul aria-label={text.listLabel} className="grid gap-3 md:grid-cols-2">
              {items.map((item) => (
                <li
                  key={item.campaign_id}
                  className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4"
                  data-testid="queue-item"
                >
                  <p className="text-lg font-bold wrap-anywhere text-brand-900">{item.title}</p>
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                    <span>{text.reports(item.reports)}</span>
                    {item.severe && <span className="font-bold text-danger-700">{text.severe}</span>}
                    {item.moderation && <span className="font-bold">{text.state[item.moderation]}</span>}
                  </p>
                  {item.take_down_waiting && (
                    <p
                      className="flex flex-col rounded-lg border-2 border-danger-700 bg-danger-50 px-3 py-2 text-sm"
                      data-testid="take-down-waiting"
                    >
                      <span className="font-bold text-danger-700">{text.takeDownWaiting}</span>
                      <span>
                        {text.takeDownAsker(
                          item.take_down_waiting.requested_by,
                          formatDateTime(item.take_down_waiting.requested_at),
                        )}
                      </span>
                    </p>
                  )}
                  <p className="text-sm">
                    <FirstLook item={item} />
                  </p>
                  <Link
                    to={`${OPERATOR_PATHS.moderation}/${item.campaign_id}`}
                    className="self-start font-bold text-brand-700 underline underline-offset-4"
                  >
                    {text.open}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </div>
  );
}
