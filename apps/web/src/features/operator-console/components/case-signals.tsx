import { Link } from 'react-router';
import type { CaseSignal } from '@athar/contract/moderation/queue';
import { campaignPath } from '../../../lib/entity-paths';
import { formatDateTime } from '../../../lib/format-date';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { OPERATOR_PATHS } from '../operator-paths';

const text = operatorModerationMessages;

/** What a signal found, in the moderator's words: the photos' distance, or the number or words as written. */
function foundText(signal: CaseSignal): string | null {
  if (signal.detail === '') return null;
  return signal.kind === 'same_photo' ? text.photoDistance(signal.detail) : signal.detail;
}

/**
 * The signals Athar computed on a campaign (docs/decisions/036), each with what it points to: the
 * other campaign (its public page and its own case), or the number or words found and where.
 */
export function CaseSignals({ signals }: { signals: CaseSignal[] }) {
  if (signals.length === 0) return null;
  return (
    <section aria-labelledby="case-signals" className="flex flex-col gap-3">
      <h2 id="case-signals" className="text-xl font-bold text-brand-900">
        {text.signalsTitle}
      </h2>
      <p className="text-sm text-muted">{text.signalsLead}</p>
      <ul className="flex flex-col gap-3">
        {signals.map((signal, index) => {
          const found = foundText(signal);
          return (
            <li
              key={`${signal.kind}-${signal.created_at}-${index}`}
              className="rounded-xl border border-danger-700 bg-white p-3"
              data-testid="case-signal"
            >
              <p className="font-bold">
                {signal.label} · <span className="text-muted">{text.signalSources[signal.source]}</span>
              </p>
              <p className="text-sm text-muted">{formatDateTime(signal.created_at)}</p>
              {found && (
                <p className="mt-1 text-sm wrap-anywhere">
                  {text.signalFound} <bdi>{found}</bdi>
                </p>
              )}
              {signal.other && (
                <p className="mt-1 text-sm">
                  {text.otherCampaign}{' '}
                  <Link
                    to={campaignPath(signal.other.title, signal.other.campaign_id)}
                    className="font-bold text-brand-700 underline"
                  >
                    <bdi>{signal.other.title}</bdi>
                  </Link>{' '}
                  ·{' '}
                  <Link
                    to={`${OPERATOR_PATHS.moderation}/${signal.other.campaign_id}`}
                    className="text-brand-700 underline"
                  >
                    {text.otherCase}
                  </Link>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
