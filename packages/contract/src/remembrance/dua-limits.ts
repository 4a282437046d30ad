/**
 * The dua wall's numbers, without zod: the campaign page reads its duas with these before the dua
 * form (and its schemas) is ever loaded (docs/decisions/021: page weight).
 */
export const DUA_BODY_MIN = 2;
export const DUA_BODY_MAX = 1000;
export const DUA_NAME_MIN = 2;
export const DUA_NAME_MAX = 60;
/** distinct reports that send a shown dua back to the family */
export const DUA_REPORTS_TO_REVIEW = 3;
export const DUAS_PAGE_SIZE = 10;
