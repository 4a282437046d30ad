import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  createCampaignForm,
  guestCreateCampaignForm,
  type CreateCampaignFormValues,
  type GuestCreateCampaignFormInput,
} from '@athar/contract/campaigns/create-campaign-form';
import { secondaryButton } from '../../../components/button-classes';
import { DeceasedFields } from '../../../components/forms/deceased-fields';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormField } from '../../../components/forms/form-field';
import { PhoneField } from '../../../components/forms/phone-field';
import { EmailField, NewPasswordFields } from '../../../components/forms/credential-fields';
import { FormFooter } from '../../../components/forms/form-footer';
import { PrivacyNoticeLine } from '../../../components/forms/privacy-notice-line';
import { ApiError } from '../../../lib/api-error';
import { accountMessages } from '../../../lib/messages/accounts';
import { campaignMessages } from '../../../lib/messages/campaigns';
import { getSession, useSession } from '../../../lib/session';
import type { CreatedCampaign } from '../api/create-campaign';
import { useSubmitCampaign } from '../hooks/use-submit-campaign';
import { CampaignImagePicker } from './campaign-image-picker';
import { useHijriCorrections } from '../../../hooks/use-hijri-corrections';
import { checkDeathDate } from '../../../components/forms/death-date-field-value';
import { ExistingAccountLogin } from './existing-account-login';

const text = campaignMessages.createCampaign;
const fields = accountMessages.accounts.fields;

type FormInput = GuestCreateCampaignFormInput;
type FormOutput = CreateCampaignFormValues & { user_name?: string; email?: string; password?: string };

const guestResolver = zodResolver(guestCreateCampaignForm) as unknown as Resolver<
  FormInput,
  unknown,
  FormOutput
>;
const userResolver = zodResolver(createCampaignForm) as unknown as Resolver<FormInput, unknown, FormOutput>;

/** Read when validating, so the form follows the session the moment a guest's account logs in. */
const resolver: Resolver<FormInput, unknown, FormOutput> = (values, context, options) =>
  getSession() ? userResolver(values, context, options) : guestResolver(values, context, options);

const serverFields = [
  'campaign_title',
  'deceased_gender',
  'campaign_description',
  'msisdn',
  'campaign_image',
  'user_name',
  'email',
  'password',
  'death_calendar',
  'death_date',
  'death_hijri',
] as const;

/** Step 2: the deceased's details and the creator's; a guest's account is made in the same press. */
export function CreateCampaignForm({
  projectId,
  onCreated,
}: {
  projectId: number;
  onCreated: (campaign: CreatedCampaign) => void;
}) {
  const guest = useSession() === null;
  const { mutation, activationMessage } = useSubmitCampaign(projectId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      campaign_title: '',
      campaign_description: '',
      msisdn: '',
      campaign_image: null,
      death_calendar: '',
      death_date: '',
      death_hijri: '',
      user_name: '',
      email: '',
      password: '',
      confirm_password: '',
    },
  });
  const { errors } = form.formState;
  const image = useWatch({ control: form.control, name: 'campaign_image' });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  // the address the server said already has an account: its owner can log in here
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const corrections = useHijriCorrections();

  const onSubmit = form.handleSubmit(({ user_name, email, password, ...campaign }) => {
    // the date of death, checked with Egypt's corrections as the api will (PRODUCT.md §11.6)
    const death = checkDeathDate(campaign, corrections);
    if (death.kind === 'problem') {
      form.setError(death.field, { message: death.message }, { shouldFocus: true });
      return;
    }
    mutation.mutate(
      {
        ...campaign,
        account:
          user_name !== undefined && email !== undefined && password !== undefined
            ? { user_name, email, password }
            : undefined,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // the submitted address (a 409 on `email`: it already has an account)
          if (error.httpStatus === 409 && error.fieldErrors.email) setTakenEmail(email ?? null);
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            const known = serverFields.find((name) => name === field);
            if (known) form.setError(known, { message });
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-bold text-brand-900">{text.deceasedTitle}</legend>
        <FormField
          label={text.deceasedName}
          registration={form.register('campaign_title')}
          error={errors.campaign_title?.message}
        />
        <DeceasedFields form={form} corrections={corrections} />
        <CampaignImagePicker
          file={image ?? null}
          error={errors.campaign_image?.message}
          onChange={(file) =>
            form.setValue('campaign_image', file, { shouldValidate: true, shouldDirty: true })
          }
        />
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-bold text-brand-900">{text.creatorTitle}</legend>
        {guest ? <p className="-mt-2 text-muted">{text.guestNote}</p> : null}
        <PhoneField
          label={text.phone}
          inputMode="tel"
          hint={fields.phoneHint}
          registration={form.register('msisdn')}
          error={errors.msisdn?.message}
        />
        {guest ? (
          <>
            <FormField
              label={fields.userName}
              autoComplete="name"
              registration={form.register('user_name')}
              error={errors.user_name?.message}
            />
            <EmailField form={form} />
            <NewPasswordFields
              form={form}
              names={{ password: 'password', confirmation: 'confirm_password' }}
            />
            {takenEmail !== null && takenEmail === typedEmail ? (
              <ExistingAccountLogin
                email={takenEmail}
                onLoggedIn={() => {
                  // logged in: the account fields go, the deceased's details stay, and creation carries on
                  setTakenEmail(null);
                  form.clearErrors(['user_name', 'email', 'password', 'confirm_password']);
                  mutation.reset();
                  void onSubmit();
                }}
              />
            ) : null}
          </>
        ) : null}
      </fieldset>
      <FormAlert kind="success" text={activationMessage} />
      <FormFooter
        call={mutation}
        label={text.next}
        busyLabel={text.submitting}
        blocked={Object.keys(errors).length > 0}
        back={
          <Link to="/ChooseCampaign" className={`${secondaryButton} sm:min-w-40`}>
            {text.previous}
          </Link>
        }
        submitClassName="sm:w-auto sm:min-w-40"
      />
      <PrivacyNoticeLine button={text.next} purpose={guest ? 'guestCampaign' : 'campaign'} />
    </form>
  );
}
