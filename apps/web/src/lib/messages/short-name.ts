/** A campaign's short link (`/<code>`), looked up by a lazy chunk before it moves to the campaign. */
export const shortNameMessages = {
  searching: 'جارٍ البحث عن الحملة…',
} as const;
