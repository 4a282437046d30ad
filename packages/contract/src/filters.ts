import { z } from 'zod';
import { envelope } from './envelope';

/** Sort options per listing; `filter_type` is what listings accept in their `filter` query. */
export const filterOptions = {
  campaigns: [
    { filter_type: 'desc', value: 'الأحدث' },
    { filter_type: 'asc', value: 'الأقدم' },
    { filter_type: 'collected', value: 'الأعلى في التبرعات' },
    { filter_type: 'donors', value: 'الأكثر متبرعين' },
  ],
  projects: [
    { filter_type: 'desc', value: 'الأحدث' },
    { filter_type: 'asc', value: 'الأقدم' },
    { filter_type: 'amount_asc', value: 'الأقل تكلفة' },
    { filter_type: 'amount_desc', value: 'الأعلى تكلفة' },
  ],
  ngos: [
    { filter_type: 'desc', value: 'الأحدث' },
    { filter_type: 'asc', value: 'الأقدم' },
    { filter_type: 'name', value: 'بالاسم' },
  ],
} as const;

export type FilterSection = keyof typeof filterOptions;
export const filterSections = Object.keys(filterOptions) as FilterSection[];
export const campaignSorts = ['desc', 'asc', 'collected', 'donors'] as const;
export const projectSorts = ['desc', 'asc', 'amount_asc', 'amount_desc'] as const;
export const ngoSorts = ['desc', 'asc', 'name'] as const;

/** GET /api/{section}/filter */
export const filterParams = z.object({
  section: z.enum(filterSections as [FilterSection, ...FilterSection[]]),
});
export const filterOption = z.object({ value: z.string(), filter_type: z.string() });
export const filterResponse = envelope(z.array(filterOption));
export type FilterOption = z.infer<typeof filterOption>;
