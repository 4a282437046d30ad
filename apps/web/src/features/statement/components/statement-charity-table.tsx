import type { StatementCharity } from '@athar/contract/accounts/yearly-statement';
import { formatEgp } from '@athar/contract/money';
import { formatCalendarDay } from '../../../lib/format-date';
import { statementMessages } from '../../../lib/messages/statement';

const text = statementMessages.statement;
/** Shown from 640 px and on paper; on a phone they go under the campaign's name. */
const wideOnly = 'hidden sm:table-cell print:table-cell';

/** One charity of the statement: who it is as registered, its donations and its total. */
export function StatementCharityTable({ charity }: { charity: StatementCharity }) {
  const headingId = `statement-charity-${charity.ngo_id}`;
  return (
    <section aria-labelledby={headingId} className="statement-charity flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-bold text-brand-800">
          {charity.ngo_name}
        </h3>
        <p className="text-sm text-muted">
          {text.legalName}: {charity.legal_name ?? text.notEntered}
          <span aria-hidden="true" className="hidden sm:inline print:inline">
            {' · '}
          </span>
          <br className="sm:hidden print:hidden" />
          {text.registrationNumber}:{' '}
          {charity.registration_number ? (
            <span dir="ltr" className="font-mono">
              {charity.registration_number}
            </span>
          ) : (
            text.notEntered
          )}
          <br />
          {text.permitNumbers}:{' '}
          {charity.permit_numbers.length > 0 ? (
            <span dir="ltr" className="font-mono">
              {text.permitList(charity.permit_numbers)}
            </span>
          ) : (
            text.notEntered
          )}
        </p>
      </div>
      <table className="w-full border-collapse text-start text-sm">
        <thead>
          <tr className="bg-brand-50 text-brand-900">
            <th scope="col" className="p-2 text-start">
              {text.columns.date}
            </th>
            <th scope="col" className="p-2 text-start">
              {text.columns.campaign}
            </th>
            <th scope="col" className={`${wideOnly} p-2 text-start`}>
              {text.columns.channel}
            </th>
            <th scope="col" className={`${wideOnly} p-2 text-start`}>
              {text.columns.receipt}
            </th>
            <th scope="col" className="p-2 text-end">
              {text.columns.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {charity.donations.map((donation) => (
            <tr key={donation.donation_id} className="border-b border-brand-100 align-top">
              <td className="p-2 whitespace-nowrap">{formatCalendarDay(donation.date)}</td>
              <td className="p-2">
                <span className="font-bold text-ink">{donation.campaign_title}</span>
                <span className="block text-xs text-muted sm:hidden print:hidden">
                  {text.channels[donation.channel]}
                  {donation.receipt_serial !== null ? (
                    <span className="whitespace-nowrap">
                      {' '}
                      · {text.receiptNumber(donation.receipt_serial)}
                    </span>
                  ) : null}
                </span>
              </td>
              <td className={`${wideOnly} p-2`}>{text.channels[donation.channel]}</td>
              <td className={`${wideOnly} p-2`}>{donation.receipt_serial ?? '—'}</td>
              <td className="p-2 text-end font-bold whitespace-nowrap">{formatEgp(donation.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-col gap-1">
        <p className="font-bold text-ink">
          {text.charityTotal} ({text.donationsCount(charity.donations.length)}):{' '}
          <span className="whitespace-nowrap" data-testid="charity-total">
            {formatEgp(charity.total)}
          </span>
        </p>
        <p className="text-sm text-muted">
          {text.inWords}: {charity.total_in_words}
        </p>
      </div>
    </section>
  );
}
