import { useState } from 'react';
import { filterOptions } from '@athar/contract/sort-options';
import { CampaignCard } from '../../../components/campaign-card';
import { ListingHeader } from '../../../components/listing-header';
import { PagedGrid } from '../../../components/paged-grid';
import { messages } from '../../../lib/messages';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useCampaigns, type CampaignSort } from '../api/get-campaigns';

/** /Campaigns: search, sort (newest first), create-new link, card grid and load more (PRODUCT.md §2). */
export function CampaignsPage() {
  const text = discoveryMessages.campaignsListing;
  const [filter, setFilter] = useState<CampaignSort>('desc');
  const [search, setSearch] = useState('');
  const query = useCampaigns(filter, search);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ListingHeader
        title={messages.pages.campaigns}
        text={text}
        onSearch={setSearch}
        sort={{ options: filterOptions.campaigns, value: filter, onChange: setFilter }}
      />
      <PagedGrid
        query={query}
        itemKey={(campaign) => campaign.campaign_id}
        renderItem={(campaign, index) => <CampaignCard campaign={campaign} priority={index === 0} />}
        empty={search ? { title: text.emptySearch } : { title: text.emptyTitle, text: text.emptyText }}
      />
    </div>
  );
}
