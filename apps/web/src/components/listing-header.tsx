import { Link } from 'react-router';
import type { FilterOption } from '@athar/contract/filters';
import { primaryButton } from './button-classes';
import { PageHeader } from './page-header';
import { SearchField } from './search-field';
import { SortSelect } from './sort-select';

interface ListingHeaderProps<T extends string> {
  title: string;
  text: { lead: string; createNew: string; searchPlaceholder: string };
  onSearch: (search: string) => void;
  /** the listing's sort options (the contract's), the one chosen and its change */
  sort: { options: readonly FilterOption[]; value: T; onChange: (value: T) => void };
}

/**
 * The top of a listing of campaigns or projects (PRODUCT.md §2): its heading and lead with the link
 * to create a campaign, then the search and the sort.
 */
export function ListingHeader<T extends string>({ title, text, onSearch, sort }: ListingHeaderProps<T>) {
  return (
    <>
      <PageHeader title={title} lead={text.lead}>
        <Link to="/ChooseCampaign" className={primaryButton}>
          {text.createNew}
        </Link>
      </PageHeader>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField onSearch={onSearch} placeholder={text.searchPlaceholder} />
        <SortSelect options={sort.options} value={sort.value} onChange={sort.onChange} />
      </div>
    </>
  );
}
