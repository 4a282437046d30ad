import type { ComponentType, SVGProps } from 'react';
import { BoltIcon } from '../../../components/icons/bolt-icon';
import { ChartIcon } from '../../../components/icons/chart-icon';
import { ClockIcon } from '../../../components/icons/clock-icon';
import { HandHeartIcon } from '../../../components/icons/hand-heart-icon';
import { WalletIcon } from '../../../components/icons/wallet-icon';
import { discoveryMessages } from '../../../lib/messages/discovery';

type ReasonKey = keyof typeof discoveryMessages.home.reasons;

/** The five selling points of PRODUCT.md §1, in its order. */
const reasons: Array<{ key: ReasonKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'oneMinute', Icon: ClockIcon },
  { key: 'followPerformance', Icon: ChartIcon },
  { key: 'paymentMethods', Icon: WalletIcon },
  { key: 'thirtySeconds', Icon: BoltIcon },
  { key: 'reachesCharity', Icon: HandHeartIcon },
];

export function ReasonsSection() {
  return (
    <section aria-labelledby="reasons-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mb-10 text-center">
        <h2 id="reasons-title" className="text-3xl font-bold text-brand-900">
          {discoveryMessages.home.reasonsTitle}
        </h2>
        <p className="mt-3 text-muted">{discoveryMessages.home.reasonsLead}</p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {reasons.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-7" />
            </span>
            <h3 className="text-lg font-bold text-brand-900">{discoveryMessages.home.reasons[key].title}</h3>
            <p className="leading-relaxed text-muted">{discoveryMessages.home.reasons[key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
