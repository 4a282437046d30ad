import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { isFaqPage, LEAD_MAX, TEXT_MAX, TITLE_MAX } from '@athar/contract/about/site-content';
import {
  saveSitePageBody,
  type ConsoleSitePage,
  type SaveSitePageBody,
} from '@athar/contract/operator/site-content';
import { secondaryButton } from '../../../../components/button-classes';
import { FormField } from '../../../../components/forms/form-field';
import { FormFooter } from '../../../../components/forms/form-footer';
import { TextAreaField } from '../../../../components/forms/text-area-field';
import { ApiError } from '../../../../lib/api-error';
import { operatorContentMessages as text } from '../../../../lib/messages/operator-content';
import { useSaveSitePage } from '../../api/site-pages';

const smallButton = `${secondaryButton} px-3 py-1.5 text-sm`;

/** The form's values for the page's current version (one empty entry for a page without any). */
function editorValues(page: ConsoleSitePage): SaveSitePageBody {
  const current = page.versions[0]?.content ?? { lead: '', entries: [] };
  return {
    base_version: page.current_version,
    content: {
      lead: current.lead,
      entries: current.entries.length > 0 ? current.entries : [{ title: '', text: '' }],
    },
  };
}

/**
 * The whole text of a page in one form: its lead (not on an FAQ list) and its entries — a title and a
 * text each, or a question and its answer — in order, moved, added or removed. Saving sends the whole
 * text as a new version started from `page.current_version` (a colleague's newer save refuses it).
 */
export function ContentEditor({
  operatorId,
  page,
  refetch,
}: {
  operatorId: number;
  page: ConsoleSitePage;
  /** asks for the page again: after a colleague's save refused this one */
  refetch: () => Promise<{ data?: ConsoleSitePage | undefined }>;
}) {
  const save = useSaveSitePage(operatorId, page.page);
  const faq = isFaqPage(page.page);
  const form = useForm<SaveSitePageBody>({
    resolver: zodResolver(saveSitePageBody),
    defaultValues: editorValues(page),
  });
  // a newer version (a restore, a colleague's save seen on refetch) replaces the form only while it
  // holds no edits of the operator's; with edits, the save is refused (409) and says so
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(editorValues(page));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the version is what matters, not the object
  }, [page.current_version]);
  const send = (body: SaveSitePageBody) =>
    save.mutate(body, {
      onSuccess: (answer) => form.reset(editorValues(answer.data[0] ?? page)),
      onError: (error) => {
        // the colleague's version is now in the history; the next save is made from it, edits kept
        if (error instanceof ApiError && error.httpStatus === 409)
          void refetch().then(({ data }) => {
            if (data) form.setValue('base_version', data.current_version);
          });
      },
    });
  const entries = useFieldArray({ control: form.control, name: 'content.entries' });
  const { errors } = form.formState;
  const entryErrors = errors.content?.entries;
  return (
    <form
      noValidate
      aria-label={text.editorTitle}
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      {faq ? null : (
        <TextAreaField
          label={text.leadField}
          hint={text.leadHint}
          maxLength={LEAD_MAX}
          registration={form.register('content.lead')}
          error={errors.content?.lead?.message}
        />
      )}
      <ol className="flex flex-col gap-3">
        {entries.fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4">
              <legend className="px-1 font-bold text-brand-900">
                {faq ? text.faqLabel(index + 1) : text.entryLabel(index + 1)}
              </legend>
              <FormField
                label={faq ? text.faqQuestion : text.entryTitle}
                maxLength={TITLE_MAX}
                registration={form.register(`content.entries.${index}.title`)}
                error={entryErrors?.[index]?.title?.message}
              />
              <TextAreaField
                label={faq ? text.faqAnswer : text.entryText}
                hint={text.textHint}
                maxLength={TEXT_MAX}
                registration={form.register(`content.entries.${index}.text`)}
                error={entryErrors?.[index]?.text?.message}
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === 0}
                  onClick={() => entries.move(index, index - 1)}
                >
                  {text.moveUp}
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === entries.fields.length - 1}
                  onClick={() => entries.move(index, index + 1)}
                >
                  {text.moveDown}
                </button>
                <button type="button" className={smallButton} onClick={() => entries.remove(index)}>
                  {text.remove}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {entryErrors?.root?.message || entryErrors?.message ? (
        <p role="alert" className="text-sm font-bold text-danger-700">
          {entryErrors.root?.message ?? entryErrors.message}
        </p>
      ) : null}
      <button
        type="button"
        className={`${secondaryButton} self-start`}
        onClick={() => entries.append({ title: '', text: '' })}
      >
        {faq ? text.addQuestion : text.addEntry}
      </button>
      <p className="text-sm text-muted">{text.bidiNote}</p>
      <FormFooter call={save} label={text.save} busyLabel={text.saving} blocked={false} />
    </form>
  );
}
