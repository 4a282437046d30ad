import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { COMMENT_HINT_MAX } from '@athar/contract/constants';
import type { CreatedDonation } from '@athar/contract/donations/create-donation';
import { visibilityOfHideData } from '@athar/contract/donations/visibility';
import {
  donationForm,
  type DonationFormOutput,
  type DonationFormValues,
} from '@athar/contract/donations/donation-form';
import { FormAlert } from '../../../components/forms/form-alert';
import { PhoneField } from '../../../components/forms/phone-field';
import { PrivacyNoticeLine } from '../../../components/forms/privacy-notice-line';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { donationMessages } from '../../../lib/messages/donation';
import { useSession } from '../../../lib/session';
import { donationPayload, useCreateDonation, type DonationPayload } from '../api/create-donation';
import type { DonateMethods } from '../donate-methods';
import type { GatewayCheckout } from '../hooks/use-gateway-checkout';
import { useKnownDonor, type FromSchedule } from '../hooks/use-known-donor';
import type { RetryValues } from '../retry-donation';
import { AmountField } from './amount-field';
import { CashAddressFields } from './cash-address-fields';
import { CommentField } from './comment-field';
import { DonorContactFields } from './donor-contact-fields';
import { NightDonorLine, WalletPhoneLine } from './night-donor-line';
import { PaymentMethodField } from './payment-method-field';
import { VisibilityField } from './visibility-field';

const text = donationMessages.donation;
const FORM_FIELDS = ['user_name', 'email', 'msisdn', 'amount', 'type', 'city', 'area', 'address'] as const;
/** The fields whose rules depend on the payment method. */
const METHOD_DEPENDENT = ['msisdn', 'city', 'area', 'address'] as const;

export interface DonationFormProps {
  campaign: CampaignDetails;
  /** the methods the campaign's charity takes (the page works them out: it shows them too) */
  methods: DonateMethods;
  /** what the donor typed before a failed card payment, to try again without typing it twice */
  initialValues?: Partial<RetryValues> | null;
  /** a word above the form, e.g. that the payment was cancelled on the bank's page */
  notice?: string | null;
  /**
   * the donation was recorded: cash is done, card goes on to the bank's page, wallet, kiosk and
   * Meeza to the gateway's checkout (`body` is the request's JSON, to know the same form sent again)
   */
  onCreated: (created: CreatedDonation, donation: DonationPayload, values: RetryValues, body: string) => void;
  /** the gateway checkout the page opens for wallet, kiosk and Meeza: its progress and refusal show here */
  checkout: GatewayCheckout;
}

/**
 * The phone, asked only where the method uses it: cash (required: the collector calls) and the wallet
 * (optional: the wallet's number, passed on to the gateway's page so that it is typed once).
 */
const PHONE_FIELD = {
  '1': { label: text.fields.phone, hint: text.fields.phoneHint },
  '4': { label: `${text.fields.walletPhone} ${text.fields.optional}`, hint: text.fields.walletPhoneHint },
} as const;

const phoneField = (type: DonationFormValues['type']) =>
  type === '1' || type === '4' ? PHONE_FIELD[type] : null;

/**
 * The form's rules, a phone the chosen method does not ask for left out (not sent, not checked), and
 * what a night's schedule gives (the donor, the wallet's phone) not sent: the server fills it in.
 */
const checkDonation: Resolver<DonationFormValues, unknown, DonationFormOutput> = (
  values,
  context,
  options,
) => {
  const fromSchedule = context as FromSchedule | undefined;
  const msisdn = !phoneField(values.type)
    ? ''
    : fromSchedule?.phone && values.type === '4'
      ? undefined
      : values.msisdn;
  const donor = fromSchedule?.donor ? { user_name: undefined, email: undefined } : {};
  return zodResolver(donationForm)({ ...values, ...donor, msisdn }, fromSchedule, options);
};

/** PRODUCT.md §5 Donation form: every rule inline, submit blocked while an error stands. */
export function DonationForm({
  campaign,
  methods,
  initialValues,
  notice,
  onCreated,
  checkout,
}: DonationFormProps) {
  const session = useSession();
  const create = useCreateDonation();
  const redirecting = checkout.stage.step === 'redirecting';
  const known = useKnownDonor(campaign.campaign_id, initialValues, session !== null);
  const form = useForm<DonationFormValues, unknown, DonationFormOutput>({
    resolver: checkDonation,
    context: known.fromSchedule,
    mode: 'onTouched',
    defaultValues: {
      campaign_id: campaign.campaign_id,
      user_id: session?.user_id ?? null,
      user_name: session?.user_name ?? '',
      email: session?.email ?? '',
      msisdn: session?.msisdn ?? '',
      amount: '',
      type: '',
      city: '',
      area: '',
      address: '',
      comment: '',
      // a profile that hides its data starts from «فاعل خير», as its donations always did
      visibility: visibilityOfHideData(session?.hide_data ?? false),
      ...initialValues,
      // a logged-in donor's e-mail is their account's, whatever was typed before
      ...(session ? { email: session.email } : {}),
    },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (known.focus) form.setFocus(known.focus);
  }, [known.focus, form]);
  const type = useWatch({ control: form.control, name: 'type' });
  const visibility = useWatch({ control: form.control, name: 'visibility' });
  const phone = phoneField(type);
  // by wallet, the night's schedule's phone (its last digits) in place of the field
  const walletFromSchedule = type === '4' ? known.phoneEnding : null;

  /** A new method changes which rules apply: recheck what the donor has already seen checked. */
  function onMethodChange() {
    const { isSubmitted } = form.formState;
    const shown = METHOD_DEPENDENT.filter((field) => isSubmitted || form.getFieldState(field).isTouched);
    form.clearErrors(METHOD_DEPENDENT.filter((field) => !shown.includes(field)));
    if (shown.length > 0) void form.trigger(shown);
  }

  /**
   * The amount is checked as it is typed (not only once the field is left): "100 EGP at least"
   * shows before the donor moves on. An emptied field waits for the usual touch or submit.
   */
  function onAmountChange(event: { target: { value: string } }) {
    if (event.target.value.trim() !== '' || form.getFieldState('amount').isTouched)
      void form.trigger('amount');
  }

  const onSubmit = form.handleSubmit((values) => {
    const donation = donationPayload(values, campaign.ngo_id);
    const body = JSON.stringify(donation);
    const { campaign_id: _campaignId, user_id: _userId, ...typed } = form.getValues();
    checkout.reset();
    // the payment host did not answer last time: the same form reopens that donation's checkout
    if (checkout.reopen(body)) return;
    create.mutate(donation, {
      onSuccess: (created) => onCreated(created, donation, typed, body),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fields = Object.entries(error.fieldErrors).flatMap(([key, message]) => {
          const field = FORM_FIELDS.find((name) => key === `donation.${name}`);
          return field ? [{ field, message }] : [];
        });
        // the schedule could not give its donor after all (the night given meanwhile): the fields come back
        if (fields.some(({ field }) => field === 'user_name' || field === 'email'))
          known.typeOwn('user_name');
        else if (fields.some(({ field }) => field === 'msisdn')) known.typeOwn('msisdn');
        for (const { field, message } of fields) form.setError(field, { message });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert kind="error" text={notice} />
      {known.donor ? (
        <NightDonorLine
          name={known.donor.donor_name}
          email={known.donor.email_masked}
          onChange={() => known.typeOwn('user_name')}
        />
      ) : known.waiting ? (
        <p role="status" className="text-muted">
          {text.nightDonor.loading}
        </p>
      ) : (
        <DonorContactFields
          text={{
            name: text.fields.userName,
            email: text.fields.email,
            emailLocked: text.fields.emailLocked,
          }}
          name={{ registration: form.register('user_name'), error: errors.user_name?.message }}
          email={{ registration: form.register('email'), error: errors.email?.message }}
          locked={session !== null}
        />
      )}
      <AmountField
        initial={form.getValues('amount')}
        choose={(amount) =>
          form.setValue('amount', amount, { shouldValidate: amount !== '', shouldTouch: amount !== '' })
        }
        registration={form.register('amount', { onChange: onAmountChange })}
        error={errors.amount?.message}
      />
      <PaymentMethodField
        methods={methods}
        chosen={type}
        registration={form.register('type', { onChange: onMethodChange })}
        error={errors.type?.message}
      />
      {walletFromSchedule ? (
        <WalletPhoneLine ending={walletFromSchedule} onChange={() => known.typeOwn('msisdn')} />
      ) : (
        phone && (
          <PhoneField
            label={phone.label}
            hint={phone.hint}
            registration={form.register('msisdn')}
            error={errors.msisdn?.message}
          />
        )
      )}
      {type === '1' && <CashAddressFields form={form} />}
      <CommentField registration={form.register('comment')} control={form.control} max={COMMENT_HINT_MAX} />
      <VisibilityField chosen={visibility} registration={form.register('visibility')} />
      <FormAlert kind="error" text={create.isError ? errorMessage(create.error) : null} />
      <FormAlert kind="error" text={checkout.stage.step === 'refused' ? checkout.stage.message : null} />
      <p role="status" className="sr-only">
        {redirecting ? text.redirecting : ''}
      </p>
      <SubmitButton
        label={text.submit}
        busyLabel={redirecting ? text.redirecting : text.submitting}
        busy={create.isPending || redirecting}
        blocked={Object.keys(errors).length > 0}
      />
      <PrivacyNoticeLine button={text.submit} purpose="donation" />
    </form>
  );
}
