import { z } from 'zod';
import { envelope } from './envelope';
import { filterSections, type FilterSection } from './sort-options';
import { defineEndpoint } from './endpoint';
import { filterRoute } from './routes/campaigns';

export {
  campaignSorts,
  filterOptions,
  filterSections,
  ngoSorts,
  projectSorts,
  type FilterSection,
} from './sort-options';

/** GET /api/{section}/filter */
export const filterParams = z.object({
  section: z.enum(filterSections as [FilterSection, ...FilterSection[]]),
});
export const filterOption = z.object({ value: z.string(), filter_type: z.string() });
export const filterResponse = envelope(z.array(filterOption));
export type FilterOption = z.infer<typeof filterOption>;

export const filterEndpoint = defineEndpoint({
  ...filterRoute,
  params: filterParams,
  response: filterResponse,
});
