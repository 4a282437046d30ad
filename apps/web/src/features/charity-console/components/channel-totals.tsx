import type { ChannelTotal } from '@athar/contract/charity/records';
import { formatEgp } from '@athar/contract/money';
import { charityConsoleMessages } from '../../../lib/messages/charity';

const text = charityConsoleMessages.charity.records;

/** The confirmed totals of the whole range per channel, as a small table under the overall totals. */
export function ChannelTotals({ channels }: { channels: ChannelTotal[] }) {
  if (channels.length === 0) return null;
  return (
    <div className="mt-3 rounded-2xl bg-white ring-1 ring-brand-100">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-start font-bold text-brand-900">{text.perChannelLabel}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-muted">
            <th scope="col" className="px-4 py-2 text-start font-normal">
              {text.channel}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-normal">
              {text.perChannelCount}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-normal">
              {text.perChannelAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((total) => (
            <tr key={total.channel} className="border-b border-brand-50 last:border-b-0">
              <th scope="row" className="px-4 py-2 text-start font-bold text-brand-900">
                {text.channels[total.channel]}
              </th>
              <td className="px-4 py-2">{text.donationsCount(total.count)}</td>
              <td className="px-4 py-2 text-end font-bold whitespace-nowrap text-ink">
                {formatEgp(total.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
