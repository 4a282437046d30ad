import { useState } from 'react';
import { Link } from 'react-router';
import { filterOptions } from '@athar/contract/sort-options';
import { primaryButton } from '../../../components/button-classes';
import { CampaignCard } from '../../../components/campaign-card';
import { PageHeader } from '../../../components/page-header';
import { PagedGrid } from '../../../components/paged-grid';
import { SearchField } from '../../../components/search-field';
import { SortSelect } from '../../../components/sort-select';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useCampaigns, type CampaignSort } from '../api/get-campaigns';

/** /Campaigns: search, sort (newest first), create-new link, card grid and load more (SPEC §2). */
export function CampaignsPage() {
  const text = discoveryMessages.campaignsListing;
  const [filter, setFilter] = useState<CampaignSort>('desc');
  const [search, setSearch] = useState('');
  const query = useCampaigns(filter, search);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={messages.pages.campaigns} lead={text.lead}>
        <Link to="/ChooseCampaign" className={primaryButton}>
          {text.createNew}
        </Link>
      </PageHeader>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField onSearch={setSearch} placeholder={text.searchPlaceholder} />
        <SortSelect options={filterOptions.campaigns} value={filter} onChange={setFilter} />
      </div>
      <PagedGrid
        query={query}
        itemKey={(campaign) => campaign.campaign_id}
        renderItem={(campaign, index) => <CampaignCard campaign={campaign} priority={index === 0} />}
        empty={search ? { title: text.emptySearch } : { title: text.emptyTitle, text: text.emptyText }}
      />
    </div>
  );
}
