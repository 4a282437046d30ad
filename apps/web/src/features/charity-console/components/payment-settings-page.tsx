import type { PaymentSettingChange, PaymentSettings } from '@athar/contract/charity/payment-settings';
import { secondaryButton } from '../../../components/button-classes';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PaymentSettingsList, PendingPaymentChangeLines } from '../../../components/payment-settings-summary';
import { errorMessage } from '../../../lib/api-error';
import { paymentSettingsMessages as text } from '../../../lib/messages/payment-settings';
import { usePaymentSettings, useWithdrawPaymentSettings } from '../api/payment-settings';
import { ConsoleListSkeleton } from './console-list-skeleton';
import { PaymentSettingsForm } from './payment-settings-form';

function CurrentSettings({ current }: { current: PaymentSettings }) {
  return (
    <section aria-labelledby="payment-settings-current" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="payment-settings-current" className="mb-3 text-xl font-bold text-brand-900">
        {text.currentTitle}
      </h2>
      <PaymentSettingsList current={current} className="gap-y-2" />
    </section>
  );
}

function PendingChange({ change }: { change: PaymentSettingChange }) {
  const withdraw = useWithdrawPaymentSettings();
  return (
    <section
      aria-labelledby="payment-settings-pending"
      className="rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-6"
    >
      <h2 id="payment-settings-pending" className="text-xl font-bold text-brand-900">
        {text.pendingTitle}
      </h2>
      <PendingPaymentChangeLines change={change} />
      <p className="mt-3 text-sm">{text.blockedByPending}</p>
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate(change.id)}
      >
        {withdraw.isPending ? text.withdrawing : text.withdraw}
      </button>
    </section>
  );
}

/** /charity/payment-settings: where the charity's money goes, and a change proposed for four eyes. */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      {settings.isPending ? (
        <ConsoleListSkeleton count={2} className="grid gap-4" />
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-6">
            <CurrentSettings current={settings.data.current} />
            {settings.data.pending && <PendingChange change={settings.data.pending} />}
          </div>
          {!settings.data.pending && (
            <PaymentSettingsForm
              key={JSON.stringify(settings.data.current)}
              current={settings.data.current}
            />
          )}
        </div>
      )}
    </section>
  );
}
