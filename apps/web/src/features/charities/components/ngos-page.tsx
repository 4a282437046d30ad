import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedGrid } from '../../../components/paged-grid';
import { SearchField } from '../../../components/search-field';
import { ngoPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { messages } from '../../../lib/messages';
import { charityApplicationMessages } from '../../../lib/messages/charity-application';
import { discoveryMessages } from '../../../lib/messages/discovery';
import { useNgos } from '../api/get-ngos';

/** /NGOsListing: a searchable grid of charities with their project counts, and load more. */
export function NgosPage() {
  const text = discoveryMessages.ngosListing;
  const [search, setSearch] = useState('');
  const query = useNgos(search);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={messages.pages.ngosListing} lead={text.lead}>
        <Link to="/JoinAsCharity" className="w-fit font-bold text-brand-800 underline underline-offset-4">
          {charityApplicationMessages.joinLink}
        </Link>
      </PageHeader>
      <div className="mb-6">
        <SearchField onSearch={setSearch} placeholder={text.searchPlaceholder} />
      </div>
      <PagedGrid
        query={query}
        itemKey={(ngo) => ngo.id}
        empty={{ title: text.emptyTitle, text: text.emptyText }}
        renderItem={(ngo) => (
          <Link
            to={ngoPath(ngo.ar_name, ngo.id)}
            className="flex h-full min-w-0 flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-brand-100 hover:shadow-md"
          >
            <img
              src={imageUrl(ngo.ngo_image)}
              alt={text.logoAlt(ngo.ar_name)}
              width={96}
              height={96}
              loading="lazy"
              className="size-24 rounded-full bg-white object-contain ring-1 ring-brand-100"
            />
            <span className="max-w-full font-bold wrap-anywhere text-brand-900">{ngo.ar_name}</span>
            <span className="mt-auto rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {text.projects(ngo.total_projects)}
            </span>
          </Link>
        )}
      />
    </div>
  );
}
