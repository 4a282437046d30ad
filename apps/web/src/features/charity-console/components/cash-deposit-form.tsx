import { useId, useRef, useState } from 'react';
import { formatPiasters } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { DEPOSIT_SLIP_FIELD, type UndepositedDonation } from '@athar/contract/settlement/cash-deposits';
import { FieldNotes } from '../../../components/forms/field-notes';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { cashDepositConsoleMessages } from '../../../lib/messages/cash-deposits';
import { useRecordCashDeposit } from '../api/cash-deposits';
import { poundsToPiasters } from '../deposit-amount';

const text = cashDepositConsoleMessages.form;
const field =
  'w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-ink focus:border-brand-600 focus:outline-none';

/**
 * A new deposit: the collected donations it carries (ticked from those not deposited yet, their sum
 * shown), its amount, day, bank reference and slip photo. The server checks the sum and says why not.
 */
export function CashDepositForm({ donations, today }: { donations: UndepositedDonation[]; today: string }) {
  const id = useId();
  const record = useRecordCashDeposit();
  const slip = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const sum = donations.filter((row) => chosen.has(row.id)).reduce((total, row) => total + row.amount, 0);

  const toggle = (donation: number) =>
    setChosen((was) => {
      const next = new Set(was);
      if (!next.delete(donation)) next.add(donation);
      return next;
    });

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const piastersTyped = poundsToPiasters(amount);
    setAmountError(piastersTyped === null ? text.amountInvalid : null);
    if (piastersTyped === null) return;
    const element = event.currentTarget;
    const form = new FormData(element);
    form.set('amount', String(piastersTyped));
    for (const donation of chosen) form.append('donation_ids', String(donation));
    const picked = slip.current?.files?.[0];
    form.delete(DEPOSIT_SLIP_FIELD);
    if (picked) form.append(DEPOSIT_SLIP_FIELD, picked);
    record.mutate(form, {
      onSuccess: () => {
        setChosen(new Set());
        setAmount('');
        element.reset();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={send}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5"
    >
      <h2 className="text-lg font-bold text-brand-900">{text.title}</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold text-brand-900">{text.donations}</legend>
        {donations.length === 0 ? <p className="text-muted">{text.none}</p> : null}
        <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {donations.map((row) => (
            <li key={row.id}>
              <label className="flex items-start gap-3 rounded-xl border border-brand-100 p-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0"
                  checked={chosen.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
                <span className="flex min-w-0 flex-col text-sm">
                  <span className="font-bold">
                    {text.donation(row.id)} · {formatPiasters(piasters(row.amount))}
                  </span>
                  <bdi className="wrap-anywhere">{row.donor_name}</bdi>
                  <span className="text-muted">
                    {text.collectedBy(row.collected_by)} · {formatDateTime(row.collected_at)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p role="status" className="font-bold text-brand-800">
          {text.chosen(chosen.size, formatPiasters(piasters(sum)))}
        </p>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-amount`} className="font-bold text-brand-900">
          {text.amount}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          dir="ltr"
          className={field}
          value={amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${id}-amount-hint${amountError ? ` ${id}-amount-error` : ''}`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FieldNotes id={`${id}-amount`} hint={text.amountHint} error={amountError ?? undefined} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-day`} className="font-bold text-brand-900">
          {text.day}
        </label>
        <input id={`${id}-day`} name="deposited_on" type="date" max={today} required className={field} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reference`} className="font-bold text-brand-900">
          {text.reference}
        </label>
        <input
          id={`${id}-reference`}
          name="bank_reference"
          dir="ltr"
          maxLength={80}
          required
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-slip`} className="font-bold text-brand-900">
          {text.slip}
        </label>
        <input
          id={`${id}-slip`}
          ref={slip}
          name={DEPOSIT_SLIP_FIELD}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-slip-hint`}
          className="w-full rounded-xl border border-dashed border-brand-200 bg-white px-4 py-2.5 text-ink file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-bold file:text-brand-800"
        />
        <FieldNotes id={`${id}-slip`} hint={text.slipHint} />
      </div>
      <FormAlert kind="error" text={record.isError ? errorMessage(record.error) : null} />
      <SubmitButton label={text.submit} busyLabel={text.sending} busy={record.isPending} />
    </form>
  );
}
