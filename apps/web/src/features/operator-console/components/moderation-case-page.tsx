import { useState } from 'react';
import { Link } from 'react-router';
import { hiddenPartLabels } from '@athar/contract/moderation/hidden-parts';
import type { OperatorProfile } from '@athar/contract/operator/auth';
import type { DirectOutcome, ModerationCase } from '@athar/contract/moderation/queue';
import { formatEgp } from '@athar/contract/money';
import { secondaryButton } from '../../../components/button-classes';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/spinner';
import { useDataDocumentTitle } from '../../../hooks/use-data-document-title';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { operatorModerationMessages } from '../../../lib/messages/operator-moderation';
import { useRequestApproval } from '../api/approvals';
import { useModerationCase, useModerationDecision } from '../api/moderation';
import { OPERATOR_PATHS } from '../operator-paths';
import { CaseAppeals } from './case-appeals';
import { CaseHistory } from './case-history';
import { CaseHiddenParts } from './case-hidden-parts';
import { CaseSignals } from './case-signals';
import { ReasonDialog } from './reason-dialog';

const text = operatorModerationMessages;
type Outcome = DirectOutcome | 'taken_down';

/** The outcomes open to the campaign as it stands. */
function outcomesFor(found: ModerationCase): Outcome[] {
  // an appeal's case is decided by its own buttons (migration 044), never dismissed
  const open = found.reports.some((report) => report.stage !== 'closed' && report.reason !== 'appeal');
  if (found.moderation === 'taken_down') return ['restored'];
  if (found.moderation === 'paused')
    return found.take_down_request ? ['restored'] : ['restored', 'taken_down'];
  return [
    ...(open ? (['dismissed'] as const) : []),
    // restore also puts back what was hidden (docs/decisions/036)
    ...(found.hidden_parts.length > 0 ? (['restored'] as const) : []),
    'paused',
    ...(found.take_down_request ? [] : (['taken_down'] as const)),
  ];
}

/**
 * /operator/moderation/:id — one campaign's case: its basics, its reports (the reporter's contact, for
 * moderators only), past decisions, and the outcomes, each with a reason the family reads.
 */
export function ModerationCasePage({
  operator,
  campaignId,
}: {
  operator: OperatorProfile;
  campaignId: number;
}) {
  const found = useModerationCase(operator.id, campaignId);
  const decide = useModerationDecision(operator.id, campaignId);
  const takeDown = useRequestApproval(operator.id);
  const [choosing, setChoosing] = useState<Outcome | null>(null);
  useDataDocumentTitle(found.data ? text.caseTitle(found.data.title) : null);
  if (found.isPending) return <PageSpinner />;
  if (found.isError)
    return <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />;
  const item = found.data;
  const call = choosing === 'taken_down' ? takeDown : decide;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Link to={OPERATOR_PATHS.moderation} className="self-start font-bold text-brand-700 underline">
        {text.back}
      </Link>
      <h1 className="text-2xl font-bold wrap-anywhere text-brand-900">{text.caseTitle(item.title)}</h1>
      <section
        aria-label={text.basics}
        className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-4"
      >
        {item.moderation && <p className="font-bold text-danger-700">{text.state[item.moderation]}</p>}
        <p>
          {text.charity}: {item.ngo_name}
        </p>
        <p>
          {text.creator}: {item.creator_name ?? '—'} · {text.created}: {formatDateTime(item.created_at)}
        </p>
        <p>
          {text.collected}: {formatEgp(item.collected)}
        </p>
        {item.description && <p className="mt-2 whitespace-pre-line wrap-anywhere">{item.description}</p>}
      </section>

      <CaseAppeals operatorId={operator.id} appeals={item.appeals} />

      <CaseSignals signals={item.signals} />

      <section aria-labelledby="case-reports" className="flex flex-col gap-3">
        <h2 id="case-reports" className="text-xl font-bold text-brand-900">
          {text.reportsTitle}
        </h2>
        <ul className="flex flex-col gap-3">
          {item.reports.map((report) => (
            <li
              key={report.id}
              className="rounded-xl border border-brand-100 bg-white p-3"
              data-testid="case-report"
            >
              <p className="font-bold">
                {report.reason_label} · <span className="text-muted">{text.stages[report.stage]}</span>
              </p>
              <p className="text-sm text-muted">{formatDateTime(report.created_at)}</p>
              {report.update && (
                <p
                  className="mt-1 text-sm whitespace-pre-line wrap-anywhere"
                  data-testid="case-report-update"
                >
                  <span className="font-bold">
                    {text.reportedUpdate(hiddenPartLabels[report.update.kind], report.update.id)}
                    {report.update.hidden ? ` · ${text.reportedUpdateHidden}` : ''}
                  </span>{' '}
                  {report.update.body}
                </p>
              )}
              {report.details && <p className="mt-1 wrap-anywhere">{report.details}</p>}
              {report.contact && (
                <p className="mt-1 text-sm">
                  {text.contact} <bdi dir="ltr">{report.contact}</bdi>
                </p>
              )}
              {report.family_answer && (
                <p className="mt-1 text-sm">
                  {text.familyAnswer} {report.family_answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <CaseHiddenParts operatorId={operator.id} found={item} />

      {item.take_down_request && <p className="font-bold text-brand-800">{text.takeDownWaiting}</p>}
      <div className="flex flex-wrap gap-2">
        {outcomesFor(item).map((outcome) => (
          <button
            key={outcome}
            type="button"
            className={secondaryButton}
            onClick={() => setChoosing(outcome)}
          >
            {text.outcomes[outcome]}
          </button>
        ))}
      </div>

      {item.decisions.length > 0 && (
        <section aria-labelledby="case-decisions" className="flex flex-col gap-2">
          <h2 id="case-decisions" className="text-xl font-bold text-brand-900">
            {text.decisionsTitle}
          </h2>
          <ul className="flex flex-col gap-2">
            {item.decisions.map((decision) => (
              <li key={decision.decided_at + decision.outcome} className="text-sm">
                {formatDateTime(decision.decided_at)} · {decision.decided_by} · {decision.reason}
              </li>
            ))}
          </ul>
        </section>
      )}

      <CaseHistory operatorId={operator.id} campaignId={campaignId} />

      <ReasonDialog
        open={choosing !== null}
        title={choosing ? text.outcomes[choosing] : ''}
        lead={choosing ? text.outcomeLead[choosing] : ''}
        label={text.reasonLabel}
        required
        submit={text.send}
        call={call}
        onSubmit={(reason) => {
          if (choosing === 'taken_down')
            takeDown.mutate(
              { action: 'campaign.take_down', object_id: campaignId, reason },
              { onSuccess: () => setChoosing(null) },
            );
          else if (choosing)
            decide.mutate({ outcome: choosing, reason }, { onSuccess: () => setChoosing(null) });
        }}
        onClose={() => setChoosing(null)}
      />
    </div>
  );
}
