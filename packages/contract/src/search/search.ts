import { z } from 'zod';
import { envelope } from '../envelope';
import { SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from '../constants';
import { validationMessages } from '../messages';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { searchRoute } from '../routes/catalogue';

/** GET /api/search?text&rowscount=20 — charities, projects and visible campaigns by name. */
export const searchQuery = z.object({
  text: z
    .string(validationMessages.searchShort)
    .trim()
    .min(SEARCH_MIN_CHARS, validationMessages.searchShort)
    .max(100, validationMessages.invalidValue),
  rowscount: decimalNumber(
    z.coerce.number().int().min(1).max(SEARCH_MAX_RESULTS).default(SEARCH_MAX_RESULTS),
  ),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResultTypes = ['ngo', 'project', 'campaign'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** PRODUCT.md §3 Search result. The client links by type: NGODetails, CreateCampaign, CampaignDonation. */
export const searchResult = z.object({
  type: z.enum(searchResultTypes),
  id: z.number().int(),
  /** the display name; the specification names the field en_name (PRODUCT.md §3); it holds the Arabic name */
  en_name: z.string(),
  ar_name: z.string(),
  image: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = envelope(z.array(searchResult));

export const searchEndpoint = defineEndpoint({
  ...searchRoute,
  query: searchQuery,
  response: searchResponse,
});
