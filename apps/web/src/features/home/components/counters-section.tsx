import { formatNumber } from '@athar/contract/money';
import { ErrorState } from '../../../components/error-state';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useAchievements } from '../api/get-achievements';
import { useCountUp } from '../hooks/use-count-up';

function Counter({ target, label, unit }: { target: number | undefined; label: string; unit?: string }) {
  const { ref, value } = useCountUp<HTMLDivElement>(target);
  return (
    <div ref={ref} className="flex flex-col items-center gap-1 rounded-2xl bg-white/10 p-6 text-center">
      <dt className="order-2 text-white/85">{label}</dt>
      <dd className="order-1 text-4xl font-bold text-sand-300 tabular-nums">
        {/* screen readers get the final number, not every frame */}
        <span aria-hidden="true">{formatNumber(value)}</span>
        <span className="sr-only">{target === undefined ? '' : formatNumber(target)}</span>
        {unit ? <span className="ms-2 text-lg text-white/85">{unit}</span> : null}
      </dd>
    </div>
  );
}

/** Total funded, campaigns and donors, counting up when scrolled into view. */
export function CountersSection() {
  const text = discoveryMessages.homeSections;
  const achievements = useAchievements();
  return (
    <section aria-labelledby="home-counters-title" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="home-counters-title" className="mb-8 text-center text-3xl font-bold">
          {text.countersTitle}
        </h2>
        {achievements.isError ? (
          <ErrorState onRetry={() => void achievements.refetch()} />
        ) : (
          <dl className="grid gap-5 sm:grid-cols-3" aria-busy={achievements.isPending}>
            <Counter target={achievements.data?.total_donations} label={text.totalFunded} unit={text.egp} />
            <Counter target={achievements.data?.total_campaigns} label={text.totalCampaigns} />
            <Counter target={achievements.data?.total_donators} label={text.totalDonors} />
          </dl>
        )}
      </div>
    </section>
  );
}
