/**
 * Sort options per listing; `filter_type` is what listings accept in their `filter` query. Kept
 * apart from the schemas in ./filters so a page can show its sort dropdown without loading zod.
 */
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
