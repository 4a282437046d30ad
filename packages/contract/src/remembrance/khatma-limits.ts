/**
 * The shared khatma's numbers and link parameter (PRODUCT.md §11.2), apart from its words: the campaign
 * page's first screen reads a reservation's «read» link without the khatma's messages.
 */
export const KHATMA_PARTS = 30;
/** an unread reservation is released after this many days */
export const KHATMA_HOLD_DAYS = 7;
export const KHATMA_NAME_MIN = 2;
export const KHATMA_NAME_MAX = 60;
/** the browser's secret for marking a juz read: 32 random bytes, base64url */
export const KHATMA_SECRET_LENGTH = 43;
/**
 * Ajza' one reader (an account, or a guest's browser by its reader token) may hold unread in one khatma
 * at once; marking one read frees a place. Counted per reader, never per address (docs/decisions/028).
 */
export const KHATMA_UNREAD_PER_READER = 5;
/** the campaign page's query parameter that carries a reservation's «read» link (issue 35) */
export const KHATMA_READ_LINK_PARAM = 'khatma_read';
/** the reader token a guest's browser keeps: 32 random bytes, base64url, as the server hands it out */
export const KHATMA_READER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
