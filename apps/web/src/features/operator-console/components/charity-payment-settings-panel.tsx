import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  PAYMENT_SETTING_FIELDS,
  describeChanges,
  paymentSettingsForm,
  settingInWords,
  type PaymentSettings,
} from '@athar/contract/charity/payment-settings';
import { paymentSettingNames } from '@athar/contract/charity/payment-settings-messages';
import { ErrorState } from '../../../components/error-state';
import { FormField } from '../../../components/forms/form-field';
import { FormFooter } from '../../../components/forms/form-footer';
import {
  PaymentSettingsFields,
  settingsFormValues,
  type PaymentSettingsFormInput,
  type PaymentSettingsFormOutput,
} from '../../../components/forms/payment-settings-fields';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { operatorPaymentSettingsMessages as text } from '../../../lib/messages/operator-payment-settings';
import { useCharityPaymentSettings, useProposeCharityPaymentSettings } from '../api/charity-payment-settings';
import { OPERATOR_PATHS } from '../operator-paths';

type ApplicationBank = { bank: string; account_holder: string; iban: string } | null;

const shown = (field: keyof PaymentSettings, value: string | number | null) =>
  settingInWords(field, value) ?? text.none;

function Current({ current }: { current: PaymentSettings }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {PAYMENT_SETTING_FIELDS.map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted">{paymentSettingNames[field]}</dt>
          <dd className="font-bold wrap-anywhere">
            <bdi>{shown(field, current[field])}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The form starts from the settings in force; a charity without a bank account starts from its application's. */
function ProposeForm(props: {
  operatorId: number;
  ngoId: number;
  current: PaymentSettings;
  bank: ApplicationBank;
}) {
  const { operatorId, ngoId, current, bank } = props;
  const propose = useProposeCharityPaymentSettings(operatorId, ngoId);
  const fromApplication = bank !== null && current.iban === null;
  const form = useForm<PaymentSettingsFormInput, unknown, PaymentSettingsFormOutput>({
    resolver: zodResolver(paymentSettingsForm),
    mode: 'onTouched',
    defaultValues: { ...settingsFormValues(current), ...(fromApplication ? bank : {}) },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={text.title}
      onSubmit={form.handleSubmit(() => propose.mutate(form.getValues()))}
      className="flex flex-col gap-4"
    >
      {fromApplication ? <p className="rounded-xl bg-sand-100 p-3 text-sm">{text.fromApplication}</p> : null}
      <PaymentSettingsFields form={form} />
      <FormField
        label={text.reason}
        hint={text.reasonHint}
        maxLength={500}
        registration={form.register('reason')}
        error={errors.reason?.message}
      />
      <FormFooter
        call={propose}
        label={text.submit}
        busyLabel={text.submitting}
        blocked={Object.keys(errors).length > 0}
        submitClassName="sm:w-auto sm:self-end"
      />
    </form>
  );
}

/** A charity's payment settings for onboarding and admins: in force, the proposal waiting, or a new one. */
export function CharityPaymentSettingsPanel({ operatorId, ngoId }: { operatorId: number; ngoId: number }) {
  const settings = useCharityPaymentSettings(operatorId, ngoId);
  return (
    <section
      aria-labelledby="charity-payment-settings"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:p-6"
    >
      <div>
        <h2 id="charity-payment-settings" className="text-lg font-bold text-brand-900">
          {text.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.lead}</p>
      </div>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <h3 className="font-bold text-brand-900">{text.currentTitle}</h3>
          <Current current={settings.data.current} />
          {settings.data.pending ? (
            <div className="rounded-xl border border-sand-200 bg-sand-50 p-4">
              <h3 className="font-bold text-brand-900">{text.pendingTitle}</h3>
              <ul className="my-2 list-disc ps-5">
                {describeChanges(settings.data.pending.before, settings.data.pending.after).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="text-sm text-muted">{text.pendingBy(settings.data.pending.proposed_by_name)}</p>
              <p className="text-sm text-muted">{text.pendingReason(settings.data.pending.reason)}</p>
              <p className="mt-2 text-sm">{text.fourEyes}</p>
              <Link
                to={OPERATOR_PATHS.approvals}
                className="mt-2 inline-block font-bold text-brand-800 underline"
              >
                {text.toApprovals}
              </Link>
            </div>
          ) : (
            <ProposeForm
              key={JSON.stringify(settings.data.current)}
              operatorId={operatorId}
              ngoId={ngoId}
              current={settings.data.current}
              bank={settings.data.application_bank}
            />
          )}
        </>
      )}
    </section>
  );
}
