/** The navbar search's results list, a lazy chunk: what kind each result is. */
export const searchResultMessages = {
  types: { ngo: 'جمعية', project: 'مشروع', campaign: 'حملة' },
} as const;
