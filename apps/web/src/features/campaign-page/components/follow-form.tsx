import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { DeceasedGender } from '@athar/contract/deceased-gender';
import { FOLLOW_CHOICES, type FollowChoice } from '@athar/contract/remembrance/follow-choices';
import { secondaryButton } from '../../../components/button-classes';
import { ConsentField } from '../../../components/forms/consent-field';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { errorMessage, showFieldErrors } from '../../../lib/api-error';
import { followMessages } from '../../../lib/messages/follows';
import { useSession } from '../../../lib/session';
import { useFollowCampaign, useFollowOptions } from '../api/follow-campaign';

const text = followMessages.form;

type Values = Record<FollowChoice, boolean> & { email: string; consent: boolean };

const LABELS: Record<FollowChoice, string> = {
  anniversary: text.anniversary,
  ramadan: text.ramadan,
  arafah: text.arafah,
  friday: text.friday,
  family_updates: text.familyUpdates,
};

/**
 * Every reminder and the family's news start unticked: each is a mail the person opts in to, never one
 * they are signed up for unawares (docs/decisions/025).
 */
const DEFAULTS: Values = {
  anniversary: false,
  ramadan: false,
  arafah: false,
  friday: false,
  family_updates: false,
  email: '',
  consent: false,
};

/**
 * «ذكّرني»: following a campaign by mail, on its page and after a donation. A logged-in person follows
 * with their account's address (at once); a guest types an address and ticks the consent box, and the
 * follow starts once they open the confirmation mail. Following again changes the choices.
 */
export function FollowForm({
  campaignId,
  gender,
  compact = false,
}: {
  campaignId: number;
  gender: DeceasedGender;
  /** inside the thank-you dialog: no frame of its own */
  compact?: boolean;
}) {
  const id = useId();
  const guest = useSession() === null;
  const options = useFollowOptions(campaignId);
  const following = useFollowCampaign(campaignId);
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const mine = options.data?.mine ?? null;
  // an occasion is offered only when it can still come: a date of death, a Ramadan not yet passed
  const offered: Partial<Record<FollowChoice, boolean>> = {
    anniversary: options.data?.anniversary_available ?? false,
    ramadan: options.data?.ramadan_available ?? false,
  };

  // a follower sees their own choices
  useEffect(() => {
    if (mine) form.reset({ ...DEFAULTS, ...mine });
  }, [mine, form]);

  const choices = FOLLOW_CHOICES.filter((choice) => offered[choice] ?? true);

  const onSubmit = form.handleSubmit((values) => {
    if (following.isPending) return;
    form.clearErrors();
    const chosen = Object.fromEntries(
      FOLLOW_CHOICES.map((choice) => [choice, choices.includes(choice) && values[choice]]),
    ) as Record<FollowChoice, boolean>;
    if (!Object.values(chosen).some(Boolean)) {
      form.setError('root', { message: text.chooseOne });
      return;
    }
    following.mutate(
      { ...chosen, ...(guest ? { email: values.email.trim(), consent: values.consent } : {}) },
      { onError: (error) => showFieldErrors(error, form.setError, ['email', 'consent'] as const) },
    );
  });

  const frame = compact
    ? 'flex flex-col gap-4'
    : 'flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5';

  if (following.isSuccess) {
    return (
      <section aria-labelledby={`${id}-title`} className={frame}>
        <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
          {text.title}
        </h2>
        <FormAlert
          kind="success"
          text={following.data === 'confirmed' ? text.doneConfirmed : text.donePending}
        />
        <button type="button" className={`${secondaryButton} w-full`} onClick={() => following.reset()}>
          {text.change}
        </button>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className={frame}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <p className="leading-relaxed text-muted">{text.lead(gender)}</p>
      {mine && (
        <p className="text-sm font-bold text-brand-700">
          {mine.confirmed ? text.following : text.pendingMine}
        </p>
      )}
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.root ? `${id}-choices-error` : undefined}
      >
        <legend className="mb-2 font-bold text-brand-900">{text.legend}</legend>
        {choices.map((choice) => (
          <div key={choice} className="flex items-start gap-3">
            <input
              id={`${id}-${choice}`}
              type="checkbox"
              {...form.register(choice)}
              aria-describedby={
                choice === 'anniversary' && options.data?.death_hijri_text
                  ? `${id}-anniversary-hint`
                  : undefined
              }
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-${choice}`}>{LABELS[choice]}</label>
              {choice === 'anniversary' && options.data?.death_hijri_text && (
                <span id={`${id}-anniversary-hint`} className="text-sm text-muted">
                  {text.anniversaryHint(options.data.death_hijri_text)}
                </span>
              )}
            </div>
          </div>
        ))}
        {errors.root?.message && (
          <p id={`${id}-choices-error`} role="alert" className="text-sm font-bold text-danger-700">
            {errors.root.message}
          </p>
        )}
      </fieldset>
      {guest ? (
        <>
          <FormField
            label={text.email}
            hint={text.emailHint}
            type="email"
            dir="ltr"
            autoComplete="email"
            maxLength={254}
            registration={form.register('email')}
            error={errors.email?.message}
          />
          <ConsentField registration={form.register('consent')} error={errors.consent?.message} />
        </>
      ) : (
        <p className="text-sm text-muted">{text.accountEmail}</p>
      )}
      <div aria-live="polite">
        <FormAlert kind="error" text={following.isError ? errorMessage(following.error) : null} />
      </div>
      <SubmitButton
        label={mine ? text.update : text.submit}
        busyLabel={text.submitting}
        busy={following.isPending}
      />
    </form>
  );
}
