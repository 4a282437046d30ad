import type { CharityCampaign, CharityCampaignsPage } from '@athar/contract/charity/records';
import { formatEgp } from '@athar/contract/money';
import { PageHeader } from '../../../components/page-header';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useCharityCampaigns } from '../api/charity-campaigns';
import { CampaignRecord } from './campaign-record';
import { PagedRecords } from './paged-records';
import { RecordsTotals } from './records-totals';

const text = charityConsoleMessages.charity.campaigns;

/** /charity/campaigns: the charity's campaigns, largest total first, with the overall totals. */
export function CharityCampaignsPage() {
  const campaigns = useCharityCampaigns();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead} />
      <p className="-mt-4 mb-5 text-sm text-muted">{text.notListedHint}</p>
      <PagedRecords<CharityCampaign, CharityCampaignsPage>
        query={campaigns}
        totals={(page) => (
          <RecordsTotals
            label={text.totalsLabel}
            figures={[
              { label: text.count, value: text.campaignsCount(page.total_count) },
              { label: text.totalCollected, value: formatEgp(page.total_collected) },
            ]}
          />
        )}
        renderItem={(campaign) => <CampaignRecord campaign={campaign} />}
        itemKey={(campaign) => campaign.campaign_id}
        listLabel={text.listLabel}
        empty={{ title: text.emptyTitle }}
      />
    </section>
  );
}
