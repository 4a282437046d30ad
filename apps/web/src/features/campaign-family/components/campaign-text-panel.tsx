import { useState } from 'react';
import { primaryButton } from '../../../components/button-classes';
import { FormAlert } from '../../../components/forms/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { cx } from '../../../lib/cx';
import { familyMessages } from '../../../lib/messages/family';
import { useEditCampaignText } from '../api/get-campaign';

const text = familyMessages.text;
const DESCRIPTION_MAX = 1000;

/** The family's words on the campaign page, edited by its creator or a co-administrator. */
export function CampaignTextPanel({ campaignId, description }: { campaignId: number; description: string }) {
  const mutation = useEditCampaignText(campaignId);
  const [value, setValue] = useState(description);
  return (
    <section aria-labelledby="campaign-text-title" className="flex flex-col gap-3">
      <h2 id="campaign-text-title" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate(value);
        }}
      >
        <label htmlFor="campaign-text" className="font-bold text-brand-900">
          {text.description}
        </label>
        <textarea
          id="campaign-text"
          rows={5}
          maxLength={DESCRIPTION_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby="campaign-text-hint"
          className="w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink focus:border-brand-700"
        />
        <p id="campaign-text-hint" className="text-sm text-muted">
          {text.descriptionHint}
        </p>
        {mutation.isError ? <FormAlert kind="error" text={errorMessage(mutation.error)} /> : null}
        <button
          type="submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
          className={cx(primaryButton, 'self-start')}
        >
          {text.save}
        </button>
      </form>
    </section>
  );
}
