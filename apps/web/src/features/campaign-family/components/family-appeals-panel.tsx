import { useState } from 'react';
import { APPEAL_MAX, appealBody, type AppealableOutcomeView } from '@athar/contract/moderation/appeals';
import { hiddenPartLabels } from '@athar/contract/moderation/hidden-parts';
import { primaryButton, secondaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { reportMessages } from '../../../lib/messages/reports';
import { useAppealOutcome, useFamilyAppeals } from '../api/appeals';

const text = reportMessages.appeals;

const outcomeLabel = (outcome: AppealableOutcomeView) =>
  outcome.outcome === 'hidden'
    ? text.outcome.hidden(hiddenPartLabels[outcome.part ?? 'description'])
    : text.outcome[outcome.outcome];

/**
 * The moderators' decisions in force on the family's page (migration 044) — a pause, a take-down, a
 * hidden element — each with its reason and «طلب مراجعة القرار»: a short text another moderator reads.
 * An appeal's state shows in its place (waiting, upheld, granted, with the moderator's words). Nothing
 * shows when no decision is in force.
 */
export function FamilyAppealsPanel({ campaignId }: { campaignId: number }) {
  const outcomes = useFamilyAppeals(campaignId);
  if (!outcomes.data || outcomes.data.length === 0) return null;
  return (
    <section
      aria-labelledby="family-appeals-title"
      className="flex flex-col gap-3 rounded-2xl border-2 border-sand-300 bg-sand-50 p-4"
    >
      <h2 id="family-appeals-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="text-muted">{text.lead}</p>
      <ul className="flex flex-col gap-3">
        {outcomes.data.map((outcome) => (
          <OutcomeItem key={outcome.decision_id} campaignId={campaignId} outcome={outcome} />
        ))}
      </ul>
    </section>
  );
}

function OutcomeItem({ campaignId, outcome }: { campaignId: number; outcome: AppealableOutcomeView }) {
  const appeal = outcome.appeal;
  const [writing, setWriting] = useState(false);
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white p-3"
      data-testid="family-appeal-outcome"
    >
      <p className="font-bold text-brand-900">{outcomeLabel(outcome)}</p>
      <p className="text-sm wrap-anywhere">
        <span className="text-muted">{text.reason} </span>
        {outcome.reason}
      </p>
      <p className="text-sm text-muted">{formatDateTime(outcome.decided_at)}</p>
      {appeal && (
        <div className="flex flex-col gap-1 rounded-lg bg-sand-50 p-2" role="status">
          <p className="font-bold text-brand-800">{text.state[appeal.state]}</p>
          <p className="text-sm whitespace-pre-line wrap-anywhere">
            <span className="text-muted">{text.yours} </span>
            {appeal.body}
          </p>
          {appeal.answer && (
            <p className="text-sm wrap-anywhere">
              <span className="text-muted">{text.answer} </span>
              {appeal.answer}
            </p>
          )}
        </div>
      )}
      {outcome.in_force &&
        appeal?.state !== 'open' &&
        (writing ? (
          <AppealForm
            campaignId={campaignId}
            decisionId={outcome.decision_id}
            onDone={() => setWriting(false)}
          />
        ) : (
          <button type="button" className={`${secondaryButton} self-start`} onClick={() => setWriting(true)}>
            {text.ask}
          </button>
        ))}
    </li>
  );
}

function AppealForm(props: { campaignId: number; decisionId: number; onDone: () => void }) {
  const sending = useAppealOutcome(props.campaignId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `appeal-${props.decisionId}`;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = appealBody.safeParse({ decision_id: props.decisionId, body });
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setProblem(null);
        sending.mutate(parsed.data, { onSuccess: props.onDone });
      }}
    >
      <label htmlFor={fieldId} className="font-bold text-brand-900">
        {text.label}
      </label>
      <p id={`${fieldId}-hint`} className="text-sm text-muted">
        {text.hint}
      </p>
      <textarea
        id={fieldId}
        rows={4}
        maxLength={APPEAL_MAX}
        value={body}
        aria-describedby={`${fieldId}-hint`}
        aria-invalid={problem !== null}
        onChange={(event) => setBody(event.target.value)}
        className="w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5"
      />
      <FormAlert kind="error" text={problem ?? (sending.isError ? errorMessage(sending.error) : null)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={sending.isPending}>
          {sending.isPending ? text.sending : text.send}
        </button>
        <button type="button" className={secondaryButton} onClick={props.onDone}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
