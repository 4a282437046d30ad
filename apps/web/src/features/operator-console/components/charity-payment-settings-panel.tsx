import { Link } from 'react-router';
import type { PaymentSettings } from '@athar/contract/charity/payment-settings';
import { ErrorState } from '../../../components/error-state';
import {
  PaymentSettingsProposalFields,
  settingsFormValues,
  usePaymentSettingsForm,
} from '../../../components/forms/payment-settings-fields';
import { PaymentSettingsList, PendingPaymentChangeLines } from '../../../components/payment-settings-summary';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { operatorPaymentSettingsMessages as text } from '../../../lib/messages/operator-payment-settings';
import { useCharityPaymentSettings, useProposeCharityPaymentSettings } from '../api/charity-payment-settings';
import { OPERATOR_PATHS } from '../operator-paths';

type ApplicationBank = { bank: string; account_holder: string; iban: string } | null;

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
  const form = usePaymentSettingsForm({ ...settingsFormValues(current), ...(fromApplication ? bank : {}) });
  return (
    <form
      noValidate
      aria-label={text.title}
      onSubmit={form.handleSubmit(() => propose.mutate(form.getValues()))}
      className="flex flex-col gap-4"
    >
      {fromApplication ? <p className="rounded-xl bg-sand-100 p-3 text-sm">{text.fromApplication}</p> : null}
      <PaymentSettingsProposalFields form={form} call={propose} text={text} />
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
          <PaymentSettingsList current={settings.data.current} className="text-sm" />
          {settings.data.pending ? (
            <div className="rounded-xl border border-sand-200 bg-sand-50 p-4">
              <h3 className="font-bold text-brand-900">{text.pendingTitle}</h3>
              <PendingPaymentChangeLines change={settings.data.pending} />
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
