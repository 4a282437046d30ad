import { useId, useRef } from 'react';
import type { ProjectDraft } from '@athar/contract/charity/project-drafts';
import { formatEgp } from '@athar/contract/money';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { projectDraftsMessages as text } from '../../../lib/messages/project-drafts';
import { useSubmitProjectDraft, useUploadDraftPicture } from '../api/project-drafts';
import { ProjectDraftForm } from './project-draft-form';

interface ProjectDraftCardProps {
  draft: ProjectDraft;
  categories: ReadonlyArray<{ id: number; ar_name: string }>;
}

/** One draft: its state and the operators' note; while open, its form, picture and «إرسال للمراجعة». */
export function ProjectDraftCard({ draft, categories }: ProjectDraftCardProps) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const upload = useUploadDraftPicture(draft.draft_id);
  const submit = useSubmitProjectDraft(draft.draft_id);
  const open = draft.status === 'draft' || draft.status === 'returned';
  const sendPicture = (event: React.FormEvent) => {
    event.preventDefault();
    const picked = file.current?.files?.[0];
    if (!picked) return;
    const form = new FormData();
    form.append('project_image', picked);
    upload.mutate(form);
  };

  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-900">{draft.ar_name}</h2>
        <span className="rounded-full bg-sand-100 px-3 py-1 text-sm font-bold">
          {text.status[draft.status]}
        </span>
      </header>
      {draft.project_id !== null && draft.live_amount !== null ? (
        <p className="text-sm text-muted">
          {text.revisionOf} · {text.liveAmount(formatEgp(draft.live_amount))}
        </p>
      ) : null}
      {draft.review_message ? (
        <div className="rounded-xl border-s-4 border-brand-700 bg-sand-50 px-4 py-3">
          <p className="font-bold">{text.reviewMessage}</p>
          <p>{draft.review_message}</p>
        </div>
      ) : null}
      {draft.project_image ? (
        <img src={draft.project_image} alt="" className="max-h-48 rounded-xl object-cover" />
      ) : null}
      {open ? (
        <>
          <ProjectDraftForm draft={draft} categories={categories} title={text.editTitle} />
          <form onSubmit={sendPicture} className="flex flex-col gap-2">
            <label htmlFor={`${id}-picture`} className="font-bold text-brand-900">
              {text.picture}
            </label>
            <input id={`${id}-picture`} ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
            <p className="text-sm text-muted">{text.pictureHint}</p>
            <FormAlert kind="error" text={upload.isError ? errorMessage(upload.error) : null} />
            <SubmitButton label={text.uploadPicture} busyLabel={text.uploading} busy={upload.isPending} />
          </form>
          <FormAlert kind="error" text={submit.isError ? errorMessage(submit.error) : null} />
          <button
            type="button"
            onClick={() => submit.mutate(undefined)}
            disabled={submit.isPending}
            className="rounded-xl bg-brand-700 px-4 py-2.5 font-bold text-white"
          >
            {submit.isPending ? text.submitting : text.submit}
          </button>
        </>
      ) : null}
    </article>
  );
}
