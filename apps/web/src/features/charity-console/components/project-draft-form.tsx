import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  projectDraftFields,
  type ProjectDraft,
  type ProjectDraftFields,
  type ProjectDraftValues,
} from '@athar/contract/charity/project-drafts';
import type { CharityProject } from '@athar/contract/charity/project-labels';
import { SADAQA_KINDS } from '@athar/contract/projects/labels';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import { SelectField } from '../../../components/forms/select-field';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { projectDraftsMessages as text } from '../../../lib/messages/project-drafts';
import { useSaveProjectDraft } from '../api/project-drafts';

interface ProjectDraftFormProps {
  /** the draft to rewrite; none for a new project */
  draft?: ProjectDraft;
  /** the live project a new revision starts from */
  reviseOf?: CharityProject;
  categories: ReadonlyArray<{ id: number; ar_name: string }>;
  /** the heading the form is named by */
  title: string;
}

const fromLive = (project: CharityProject): ProjectDraftFields => ({
  ar_name: project.project_ar_name,
  project_description: project.project_description,
  amount_egp: String(project.project_amount),
  category_id: String(project.category_id),
  sadaqa_kind: project.sadaqa_kind,
  zakat_eligible: project.zakat_eligible,
});

const fromDraft = (draft: ProjectDraft | undefined): ProjectDraftFields => ({
  ar_name: draft?.ar_name ?? '',
  project_description: draft?.project_description ?? '',
  amount_egp: draft ? String(draft.project_amount) : '',
  category_id: draft ? String(draft.category_id) : '',
  sadaqa_kind: draft?.sadaqa_kind ?? 'sadaqa',
  zakat_eligible: draft?.zakat_eligible ?? false,
});

/**
 * A project as the charity writes it: name, description, unit price in pounds, category and both
 * labels, checked by the contract's schema before it is sent (docs/decisions/037).
 */
export function ProjectDraftForm({ draft, reviseOf, categories, title }: ProjectDraftFormProps) {
  const id = useId();
  const save = useSaveProjectDraft(draft?.draft_id ?? null);
  const defaults = reviseOf ? fromLive(reviseOf) : fromDraft(draft);
  const form = useForm<ProjectDraftFields, unknown, ProjectDraftValues>({
    resolver: zodResolver(projectDraftFields),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(reviseOf ? { ...values, project_id: reviseOf.project_id } : values, {
      onSuccess: () => (draft || reviseOf ? form.reset(values) : form.reset(fromDraft(undefined))),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <FormField label={text.name} registration={form.register('ar_name')} error={errors.ar_name?.message} />
      <TextAreaField
        label={text.description}
        hint={text.descriptionHint}
        maxLength={4000}
        registration={form.register('project_description')}
        error={errors.project_description?.message}
      />
      <FormField
        label={text.amount}
        hint={text.amountHint}
        inputMode="numeric"
        dir="ltr"
        registration={form.register('amount_egp')}
        error={errors.amount_egp?.message}
      />
      <SelectField
        label={text.category}
        placeholder={text.categoryPlaceholder}
        options={categories}
        // React selects the saved category itself: the form's own default does not reach a <select>
        defaultValue={String(defaults.category_id)}
        registration={form.register('category_id')}
        error={errors.category_id?.message}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold text-ink">{text.kindLegend}</legend>
        {SADAQA_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-brand-100 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={kind}
              {...form.register('sadaqa_kind')}
              className="size-5 accent-brand-700"
            />
            <span className="font-bold text-ink">{text.kind[kind]}</span>
          </label>
        ))}
      </fieldset>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-sand-100 px-3 py-2">
        <input
          type="checkbox"
          {...form.register('zakat_eligible')}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="font-bold text-brand-900">{text.zakat}</span>
      </label>
      <FormFooter
        call={save}
        label={text.save}
        busyLabel={text.saving}
        blocked={Object.keys(errors).length > 0}
      />
    </form>
  );
}
