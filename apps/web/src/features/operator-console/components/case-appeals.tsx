import { useState } from 'react';
import type { CaseAppeal } from '@athar/contract/moderation/appeal-case';
import { hiddenPartLabels } from '@athar/contract/moderation/hidden-parts';
import { secondaryButton } from '../../../components/button-classes';
import { formatDateTime } from '../../../lib/format-date';
import { operatorAppealMessages } from '../../../lib/messages/operator-appeals';
import { useDecideAppeal } from '../api/moderation';
import { ReasonDialog } from './reason-dialog';

const text = operatorAppealMessages;
type Result = 'upheld' | 'granted';

const outcomeOf = (appeal: CaseAppeal) =>
  appeal.outcome === 'hidden'
    ? text.outcome.hidden(hiddenPartLabels[appeal.part ?? 'description'])
    : text.outcome[appeal.outcome];

/**
 * The family's appeals in a case (migration 044): the original decision, its reason and who made it,
 * the family's words, and — for a moderator who had no part in that decision — «إبقاء القرار» or
 * «قبول الطعن ورفع القرار», each with a reason the family reads. The server refuses the others too.
 */
export function CaseAppeals({ operatorId, appeals }: { operatorId: number; appeals: CaseAppeal[] }) {
  const decide = useDecideAppeal(operatorId);
  const [choosing, setChoosing] = useState<{ id: number; result: Result } | null>(null);
  if (appeals.length === 0) return null;
  return (
    <section aria-labelledby="case-appeals" className="flex flex-col gap-3">
      <h2 id="case-appeals" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-muted">{text.lead}</p>
      <ul className="flex flex-col gap-3">
        {appeals.map((appeal) => (
          <li
            key={appeal.id}
            className="flex flex-col gap-1 rounded-xl border-2 border-danger-700 bg-danger-50 p-3"
            data-testid="case-appeal"
          >
            <p className="font-bold">
              <span className="text-danger-700">{text.mark}</span> · {outcomeOf(appeal)} ·{' '}
              <span className="text-muted">{text.state[appeal.state]}</span>
            </p>
            <p className="text-sm text-muted">{formatDateTime(appeal.created_at)}</p>
            <p className="text-sm">
              {text.decision} {outcomeOf(appeal)} · {formatDateTime(appeal.decision_at)} ·{' '}
              {text.decidedBy(appeal.decided_by, appeal.approved_by)}
            </p>
            <p className="text-sm wrap-anywhere">
              {text.decisionReason} {appeal.decision_reason}
            </p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere">
              <span className="text-muted">{text.familyWords} </span>
              {appeal.body}
            </p>
            {appeal.answer && (
              <p className="text-sm wrap-anywhere">
                {text.answered(appeal.answered_by ?? '—')} {appeal.answer}
              </p>
            )}
            {appeal.state === 'open' &&
              (appeal.excluded_operator_ids.includes(operatorId) ? (
                <p className="text-sm font-bold text-brand-800">{text.yours}</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {(['upheld', 'granted'] as const).map((result) => (
                    <button
                      key={result}
                      type="button"
                      className={secondaryButton}
                      onClick={() => setChoosing({ id: appeal.id, result })}
                    >
                      {text.results[result]}
                    </button>
                  ))}
                </div>
              ))}
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={choosing !== null}
        title={choosing ? text.results[choosing.result] : ''}
        lead={choosing ? text.resultLead[choosing.result] : ''}
        label={text.reasonLabel}
        required
        submit={text.send}
        call={decide}
        onSubmit={(reason) => {
          if (choosing) decide.mutate({ ...choosing, reason }, { onSuccess: () => setChoosing(null) });
        }}
        onClose={() => setChoosing(null)}
      />
    </section>
  );
}
