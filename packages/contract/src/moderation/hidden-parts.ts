/**
 * The elements of a campaign a moderator may hide one at a time (docs/decisions/036): the photo (the
 * page shows the default picture), the description, one dua, one family update or one delivery update.
 * Free of zod: the console and the family page import the labels.
 */
export const HIDDEN_PARTS = ['photo', 'description', 'dua', 'family_update', 'delivery_update'] as const;
export type HiddenPart = (typeof HIDDEN_PARTS)[number];
/** the elements named by an id of their own (the photo and the description are the campaign's) */
export const PARTS_WITH_ID: readonly HiddenPart[] = ['dua', 'family_update', 'delivery_update'];
export const partHasId = (part: HiddenPart): boolean => PARTS_WITH_ID.includes(part);

export const hiddenPartLabels: Record<HiddenPart, string> = {
  photo: 'صورة الحملة',
  description: 'نص الحملة',
  dua: 'دعاء',
  family_update: 'تحديث من العائلة',
  delivery_update: 'تحديث من الجمعية',
};

/** how the family sees what a moderator hid, on their own page */
export const HIDDEN_MARK = 'مخفي للمراجعة';
