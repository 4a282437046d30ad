import type { ReactNode } from 'react';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { DONATION_CHANNEL_NAMES } from '@athar/contract/channel-names';
import { formatEgp } from '@athar/contract/money';
import { secondaryButton } from './button-classes';
import { feeConsoleMessages as text } from '../lib/messages/fees';

/** One service-fee statement, credit note or draft (both consoles): its figures by channel, and the acts it still allows. */
export function FeeStatementCard({
  statement,
  onPaid,
  onCredit,
  children,
}: {
  statement: FeeStatement;
  onPaid?: () => void;
  onCredit?: () => void;
  /** what a console adds under the figures (the charity's downloads) */
  children?: ReactNode;
}) {
  const heading = statement.number ?? `${statement.ngo_name} — ${text.month(statement.month)}`;
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4">
      <h3 className="font-bold text-brand-900" dir="auto">
        {text.kind[statement.kind]} {heading}
      </h3>
      <p className="wrap-anywhere">{statement.ngo_name}</p>
      <p className="text-sm text-muted">
        {text.month(statement.month)} · {text.status[statement.status]} ·{' '}
        {text.donations(statement.donations_count)}
      </p>
      {statement.credits_number ? <p className="text-sm">{text.credits(statement.credits_number)}</p> : null}
      {statement.by_channel.length > 0 ? (
        <ul className="text-sm">
          {statement.by_channel.map((sum) => (
            <li key={sum.channel}>
              {DONATION_CHANNEL_NAMES[sum.channel]}: {formatEgp(sum.donations_total)} — {text.fee}{' '}
              {formatEgp(sum.fee)}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 text-sm">
        <dt>{text.fee}</dt>
        <dd>{formatEgp(statement.fee)}</dd>
        {statement.carried_in > 0 ? (
          <>
            <dt>{text.carriedIn}</dt>
            <dd>{formatEgp(statement.carried_in)}</dd>
          </>
        ) : null}
        {statement.vat > 0 ? (
          <>
            <dt>{text.vat}</dt>
            <dd>{formatEgp(statement.vat)}</dd>
          </>
        ) : null}
        {statement.credited > 0 ? (
          <>
            <dt>{text.credited}</dt>
            <dd>{formatEgp(statement.credited)}</dd>
          </>
        ) : null}
        <dt className="font-bold">{text.totalDue}</dt>
        <dd className="font-bold">{formatEgp(statement.total_due)}</dd>
      </dl>
      {statement.paid_reference ? <p className="text-sm">{text.paidWith(statement.paid_reference)}</p> : null}
      {onPaid || onCredit ? (
        <div className="flex flex-wrap gap-2">
          {onPaid ? (
            <button type="button" className={secondaryButton} onClick={onPaid}>
              {text.operator.markPaid}
            </button>
          ) : null}
          {onCredit ? (
            <button type="button" className={secondaryButton} onClick={onCredit}>
              {text.operator.creditNote}
            </button>
          ) : null}
        </div>
      ) : null}
      {children}
    </article>
  );
}
