import type { HistoryEvent } from '@athar/contract/moderation/case-history';
import { formatDateTime } from '../../../lib/format-date';
import { operatorCaseHistoryMessages as text } from '../../../lib/messages/operator-case-history';
import { useCaseHistory } from '../api/moderation';
import { ListStates } from './list-states';

function eventText(event: HistoryEvent): string {
  switch (event.kind) {
    case 'created':
      return text.created(event.by);
    case 'edited':
      return text.edited(event.by, event.what.map((part) => text.parts[part]).join('، '));
    case 'reported':
      return text.reported(event.reason ?? '');
    case 'donations':
      return text.donations(event.count ?? 0, event.amount ?? 0);
  }
}

/**
 * A campaign's history in its case (docs/decisions/044): created, the family's edits, the reports and
 * the confirmed donations by day, newest first, «أحداث أقدم» for the next keyset page.
 */
export function CaseHistory({ operatorId, campaignId }: { operatorId: number; campaignId: number }) {
  const history = useCaseHistory(operatorId, campaignId);
  const events = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="case-history" className="flex flex-col gap-2">
      <h2 id="case-history" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{text.lead}</p>
      <ListStates query={history} count={events.length} empty={{ title: text.empty }} moreLabel={text.more}>
        {() => (
          <ol aria-label={text.listLabel} className="flex flex-col gap-1 border-s-2 border-brand-100 ps-3">
            {events.map((event) => (
              <li key={event.key} className="text-sm wrap-anywhere" data-testid="case-history-event">
                <span className="text-muted">{formatDateTime(event.at)}</span> · {eventText(event)}
              </li>
            ))}
          </ol>
        )}
      </ListStates>
    </section>
  );
}
