import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ProjectDraft } from '@athar/contract/charity/project-drafts';
import { refuseNameBody, type NameChange } from '@athar/contract/operator/name-review';
import { returnProjectBody } from '@athar/contract/operator/project-review';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { errorMessage } from '../../../lib/api-error';
import { operatorCatalogueMessages as text } from '../../../lib/messages/operator-catalogue';
import { projectTextHistoryMessages } from '../../../lib/messages/project-text-history';
import { useNameDecision, useProjectDecision } from '../api/catalogue';
import { cataloguedProjectPath } from '../operator-paths';

const card = 'flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4';
const button = 'rounded-xl px-4 py-2.5 font-bold disabled:opacity-60';

/** A waiting project: what the charity wrote, «وافق», or a note and «أعده للتعديل». */
export function WaitingProjectCard({ operatorId, draft }: { operatorId: number; draft: ProjectDraft }) {
  const decide = useProjectDecision(operatorId, draft.draft_id);
  const form = useForm<{ message: string }>({
    resolver: zodResolver(returnProjectBody),
    defaultValues: { message: '' },
  });
  return (
    <article aria-label={draft.ar_name} className={card}>
      <h3 className="text-lg font-bold wrap-anywhere text-brand-900">{draft.ar_name}</h3>
      <p className="text-sm text-muted">{draft.ngo_ar_name}</p>
      {draft.project_id === null ? null : (
        <Link
          to={cataloguedProjectPath(draft.project_id)}
          className="self-start text-sm font-bold text-brand-700"
        >
          {projectTextHistoryMessages.link}
        </Link>
      )}
      <p className="text-sm">
        {draft.live_amount === null ? text.newProject : text.livePrice(draft.live_amount)} ·{' '}
        {text.unitPrice(draft.project_amount)} · {text.kind[draft.sadaqa_kind]}
        {draft.zakat_eligible ? ` · ${text.zakat}` : ''}
      </p>
      {draft.project_image ? (
        <img src={draft.project_image} alt="" className="max-h-40 rounded-xl object-cover" />
      ) : null}
      <p className="whitespace-pre-line wrap-anywhere">{draft.project_description}</p>
      <FormAlert kind="error" text={decide.isError ? errorMessage(decide.error) : null} />
      <button
        type="button"
        className={`${button} bg-brand-700 text-white`}
        disabled={decide.isPending}
        onClick={() => decide.mutate(null)}
      >
        {text.approve}
      </button>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ message }) => decide.mutate(message))}
        className="flex flex-col gap-2"
      >
        <TextAreaField
          label={text.returnLabel}
          maxLength={1000}
          registration={form.register('message')}
          error={form.formState.errors.message?.message}
        />
        <button
          type="submit"
          className={`${button} ring-1 ring-brand-700 text-brand-800`}
          disabled={decide.isPending}
        >
          {text.sendBack}
        </button>
      </form>
    </article>
  );
}

/** A waiting name change: «قبل ← بعد», «وافق», or a reason and «ارفض». */
export function WaitingNameCard({ operatorId, change }: { operatorId: number; change: NameChange }) {
  const decide = useNameDecision(operatorId, change.change_id);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(refuseNameBody),
    defaultValues: { reason: '' },
  });
  return (
    <article aria-label={change.ar_name} className={card}>
      <p className="font-bold wrap-anywhere text-brand-900">
        {text.renaming(change.current_name, change.ar_name)}
      </p>
      <FormAlert kind="error" text={decide.isError ? errorMessage(decide.error) : null} />
      <button
        type="button"
        className={`${button} bg-brand-700 text-white`}
        disabled={decide.isPending}
        onClick={() => decide.mutate(null)}
      >
        {text.approve}
      </button>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ reason }) => decide.mutate(reason))}
        className="flex flex-col gap-2"
      >
        <TextAreaField
          label={text.refuseLabel}
          maxLength={1000}
          registration={form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        <button
          type="submit"
          className={`${button} ring-1 ring-danger-700 text-danger-700`}
          disabled={decide.isPending}
        >
          {text.refuse}
        </button>
      </form>
    </article>
  );
}
