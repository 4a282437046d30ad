import { Link } from 'react-router';
import { formatEgp } from '@athar/contract/money';
import type { SettlementException } from '@athar/contract/settlement/settlement-endpoints';
import {
  settlementOutcomeNames,
  settlementProviderNames,
} from '@athar/contract/settlement/settlement-messages';
import { secondaryButton } from '../../../../components/button-classes';
import { formatDateTime } from '../../../../lib/format-date';
import { settlementConsoleMessages } from '../../../../lib/messages/settlement';
import { OPERATOR_PATHS } from '../../operator-paths';

const text = settlementConsoleMessages.queue;
/** Label above value on a phone (a long reference keeps the width), side by side from `sm` up. */
const facts =
  'grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-2 [&_dd]:mb-1.5 sm:[&_dd]:mb-0 [&_dt]:text-muted sm:[&_dt]:text-ink';

/** A value a provider's file carried: shown as text, left to right, isolated from the Arabic around it. */
const Given = ({ value }: { value: string | null }) => (
  <bdi dir="ltr" className="wrap-anywhere font-mono">
    {value ?? '—'}
  </bdi>
);

/**
 * One exception of the queue: what the provider's line says beside what the donation says here, and
 * «حل بملاحظة». The donation's audit trail is linked for those who may read the log.
 */
export function SettlementExceptionCard({
  item,
  showTrail,
  onResolve,
}: {
  item: SettlementException;
  showTrail: boolean;
  onResolve: () => void;
}) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4">
      <h3 className="font-bold text-brand-900">{settlementOutcomeNames[item.outcome]}</h3>
      <p className="text-sm text-muted">
        {settlementProviderNames[item.provider]} · <Given value={item.account} />
      </p>
      <p className="text-sm">
        {item.line_number === null
          ? text.noLine(item.file_name)
          : text.line(item.file_name, item.line_number)}
      </p>
      {item.duplicate_of ? (
        <p className="text-sm">
          {text.duplicateOf(item.duplicate_of.file_name, item.duplicate_of.line_number)}
        </p>
      ) : null}
      {item.line_number !== null ? (
        <dl className={facts}>
          <dt>{text.transaction}</dt>
          <dd>
            <Given value={item.provider_transaction_id} />
          </dd>
          <dt>{text.reference}</dt>
          <dd>
            <Given value={item.reference} />
          </dd>
          <dt>{text.settled}</dt>
          <dd>{item.settled_amount === null ? '—' : formatEgp(item.settled_amount)}</dd>
          <dt>{text.fee}</dt>
          <dd>{item.fee === null ? '—' : formatEgp(item.fee)}</dd>
          <dt>{text.payout}</dt>
          <dd>
            <Given value={item.payout_reference} />
          </dd>
          {item.description === null ? null : (
            <>
              <dt>{text.description}</dt>
              <dd>
                <bdi className="wrap-anywhere">{item.description}</bdi>
              </dd>
            </>
          )}
        </dl>
      ) : null}
      {item.donation_id === null ? (
        <p className="text-sm">{text.noDonation}</p>
      ) : (
        <dl className={facts}>
          <dt>{text.donation(item.donation_id)}</dt>
          <dd>
            {showTrail ? (
              <Link
                className="underline"
                to={`${OPERATOR_PATHS.audit}?object_kind=donation&object_id=${item.donation_id}`}
              >
                {text.trail}
              </Link>
            ) : null}
          </dd>
          <dt>{text.donationAmount}</dt>
          <dd>{item.donation_amount === null ? '—' : formatEgp(item.donation_amount)}</dd>
          <dt>{text.donationStatus}</dt>
          <dd>
            {item.donation_status ? (text.statuses[item.donation_status] ?? item.donation_status) : '—'}
          </dd>
          {item.confirmed_at ? (
            <>
              <dt>{text.confirmedAt}</dt>
              <dd>{formatDateTime(item.confirmed_at)}</dd>
            </>
          ) : null}
        </dl>
      )}
      <div>
        <button type="button" className={secondaryButton} onClick={onResolve}>
          {text.resolve}
        </button>
      </div>
    </article>
  );
}
