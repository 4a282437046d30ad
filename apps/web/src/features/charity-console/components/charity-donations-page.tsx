import { useState } from 'react';
import type { CharityDonation, CharityDonationsPage } from '@athar/contract/charity/records';
import { formatEgp } from '@athar/contract/money';
import { PageHeader } from '../../../components/page-header';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { useCharityDonations } from '../api/charity-donations';
import { checkRecordsFilter, thisMonth } from '../records-range';
import { ChannelTotals } from './channel-totals';
import { DonationRecord } from './donation-record';
import { ExportButton } from './export-button';
import { PagedRecords } from './paged-records';
import { RecordsFilters } from './records-filters';
import { RecordsTotals } from './records-totals';

const text = charityConsoleMessages.charity.records;

/**
 * /charity/donations: the charity's confirmed donations of a range (and the refunded ones when
 * asked), their totals overall and per channel, and the CSV of the same filter.
 */
export function CharityDonationsPage() {
  const [input, setInput] = useState(thisMonth);
  const { query, errors } = checkRecordsFilter(input);
  const donations = useCharityDonations(query ?? {}, query !== null);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageHeader title={text.title} lead={text.lead}>
        <ExportButton filter={query} />
      </PageHeader>
      <RecordsFilters value={input} errors={errors} onChange={setInput} />
      <div className="mt-6">
        {query ? (
          <PagedRecords<CharityDonation, CharityDonationsPage>
            query={donations}
            totals={(page) => (
              <>
                <RecordsTotals
                  label={text.totalsLabel}
                  figures={[
                    { label: text.totalCount, value: text.donationsCount(page.total_count) },
                    { label: text.totalAmount, value: formatEgp(page.total_amount) },
                  ]}
                />
                <ChannelTotals channels={page.per_channel} />
              </>
            )}
            renderItem={(donation) => <DonationRecord donation={donation} />}
            itemKey={(donation) => donation.id}
            listLabel={text.listLabel}
            empty={{ title: text.emptyTitle, text: text.emptyText }}
          />
        ) : null}
      </div>
    </section>
  );
}
