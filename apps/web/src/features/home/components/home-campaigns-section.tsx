import { useState } from 'react';
import { Link } from 'react-router';
import { HOME_CAMPAIGN_COUNT } from '@athar/contract/constants';
import { filterOptions } from '@athar/contract/sort-options';
import { secondaryButton } from '../../../components/button-classes';
import { CampaignCard } from '../../../components/campaign-card';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CardGridSkeleton } from '../../../components/skeletons';
import { SortSelect } from '../../../components/sort-select';
import { ApiError } from '../../../lib/api-error';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useHomeCampaigns, type HomeSort } from '../api/get-home-campaigns';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';

/** Five campaign cards reloaded by a filter dropdown, and a link to all campaigns. */
export function HomeCampaignsSection() {
  const text = discoveryMessages.homeSections;
  const [filter, setFilter] = useState<HomeSort>('desc');
  const query = useHomeCampaigns(filter);
  return (
    <section aria-labelledby="home-campaigns-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="home-campaigns-title" className="text-3xl font-bold text-brand-900">
          {text.campaignsTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <SortSelect options={filterOptions.campaigns} value={filter} onChange={setFilter} />
          <Link to="/Campaigns" className={secondaryButton}>
            {text.allCampaigns}
          </Link>
        </div>
      </div>
      {query.isPending ? (
        <CardGridSkeleton count={HOME_CAMPAIGN_COUNT} className={grid} />
      ) : query.isError ? (
        <ErrorState
          message={query.error instanceof ApiError ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={text.noCampaigns} />
      ) : (
        <ul className={grid} aria-busy={query.isPlaceholderData}>
          {query.data.map((campaign, index) => (
            <li key={campaign.campaign_id}>
              <CampaignCard campaign={campaign} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
