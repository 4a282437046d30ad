import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { projectLabelsBody, type CharityProject } from '@athar/contract/charity/project-labels';
import { formatEgp } from '@athar/contract/money';
import { SADAQA_KINDS } from '@athar/contract/projects/labels';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormFooter } from '../../../components/forms/form-footer';
import { projectLabelsMessages } from '../../../lib/messages/project-labels';
import { useSetProjectLabels } from '../api/project-labels';

const text = projectLabelsMessages.projectLabels;

type FormInput = z.input<typeof projectLabelsBody>;
type FormOutput = z.output<typeof projectLabelsBody>;

/** One project's two labels, saved on their own with the server's answer beside them. */
export function ProjectLabelsForm({ project }: { project: CharityProject }) {
  const id = useId();
  const mutation = useSetProjectLabels(project.project_id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(projectLabelsBody),
    defaultValues: { sadaqa_kind: project.sadaqa_kind, zakat_eligible: project.zakat_eligible },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((labels) =>
    mutation.mutate(labels, { onSuccess: () => form.reset(labels) }),
  );
  const nameId = `${id}-name`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5"
    >
      <div>
        <h2 id={nameId} className="text-lg font-bold text-brand-900">
          {project.project_ar_name}
        </h2>
        <p className="text-sm text-muted">{text.unitCost(formatEgp(project.project_amount))}</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold text-ink">{text.kindLegend}</legend>
        {SADAQA_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-brand-100 has-checked:bg-brand-50 has-checked:ring-brand-700"
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
        <p className="text-sm text-muted">{text.kindHint}</p>
        {errors.sadaqa_kind?.message ? (
          <p className="text-sm font-bold text-danger-700">{errors.sadaqa_kind.message}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-sand-100 px-3 py-2">
          <input
            type="checkbox"
            {...form.register('zakat_eligible')}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="font-bold text-brand-900">{text.zakat}</span>
        </label>
        <p className="text-sm text-muted">{text.zakatHint}</p>
      </div>
      <div className="mt-auto flex flex-col gap-3">
        {mutation.isSuccess && !isDirty ? <FormAlert kind="success" text={text.saved} /> : null}
        <FormFooter
          call={mutation}
          label={text.save}
          busyLabel={text.saving}
          blocked={Object.keys(errors).length > 0}
        />
      </div>
    </form>
  );
}
