import { Link } from 'react-router';
import { DEFAULT_CAMPAIGN_IMAGE } from '@athar/contract/constants';
import type { SearchResult } from '@athar/contract/search/search';
import { campaignPath, createCampaignPath, ngoPath } from '../../../lib/entity-paths';
import { imageUrl } from '../../../lib/image-url';
import { searchResultMessages } from '../../../lib/messages/search-results';

/** PRODUCT.md §2: ngo → NGODetails, project → CreateCampaign, campaign → CampaignDonation. */
function resultPath(result: SearchResult): string {
  if (result.type === 'ngo') return ngoPath(result.en_name, result.id);
  if (result.type === 'project') return createCampaignPath(result.en_name, result.id);
  return campaignPath(result.en_name, result.id);
}

function resultImage(result: SearchResult): string {
  if (!result.image) return `/${DEFAULT_CAMPAIGN_IMAGE}`;
  return result.image === DEFAULT_CAMPAIGN_IMAGE ? `/${DEFAULT_CAMPAIGN_IMAGE}` : imageUrl(result.image);
}

interface SearchResultsProps {
  id: string;
  results: SearchResult[];
  onPick: () => void;
}

/** The dropdown's links; arrow keys move between them (the input's ArrowDown enters the list). */
export function SearchResults({ id, results, onPick }: SearchResultsProps) {
  function move(event: React.KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...event.currentTarget.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    if (next < 0) (document.getElementById(`${id}-input`) as HTMLInputElement | null)?.focus();
    else links[next]?.focus();
  }
  return (
    <ul id={id} onKeyDown={move} className="max-h-[60vh] overflow-y-auto py-1">
      {results.map((result) => (
        <li key={`${result.type}-${result.id}`}>
          <Link
            to={resultPath(result)}
            onClick={onPick}
            className="flex items-center gap-3 px-3 py-2 text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
          >
            <img
              src={resultImage(result)}
              alt=""
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-lg bg-brand-50 object-cover"
            />
            <span className="min-w-0 flex-1 truncate">{result.en_name}</span>
            <span className="shrink-0 rounded-full bg-sand-100 px-2 py-0.5 text-xs text-brand-900">
              {searchResultMessages.types[result.type]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
