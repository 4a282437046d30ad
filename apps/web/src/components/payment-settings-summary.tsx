import {
  PAYMENT_SETTING_FIELDS,
  describeChanges,
  settingInWords,
  type PaymentSettingChange,
  type PaymentSettings,
} from '@athar/contract/charity/payment-settings';
import { paymentSettingNames } from '@athar/contract/charity/payment-settings-messages';
import { cx } from '../lib/cx';
import { paymentSettingsMessages as text } from '../lib/messages/payment-settings';

const shown = (field: keyof PaymentSettings, value: string | number | null) =>
  settingInWords(field, value) ?? text.none;

/** The settings in force, one line a field (the bank by its name): the same in both consoles. */
export function PaymentSettingsList({
  current,
  className,
}: {
  current: PaymentSettings;
  className?: string;
}) {
  return (
    <dl className={cx('grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]', className)}>
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

/** A proposal waiting for a second person: what it changes, who asked and why (each console adds what next). */
export function PendingPaymentChangeLines({ change }: { change: PaymentSettingChange }) {
  return (
    <>
      <ul className="my-2 list-disc ps-5">
        {describeChanges(change.before, change.after).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-muted">{text.pendingBy(change.proposed_by_name)}</p>
      <p className="text-sm text-muted">{text.pendingReason(change.reason)}</p>
    </>
  );
}
