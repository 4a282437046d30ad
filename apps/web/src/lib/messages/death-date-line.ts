import { deceasedWords, type DeceasedGender } from '@athar/contract/deceased-gender';

/**
 * The line of the campaign page: «تُوفّي في 1 رمضان 1446 هـ، الموافق 1 مارس 2025 م». Apart from the date
 * field's words (./hijri, which reads these), so the page's first chunk carries only these.
 */
export const deathDateLineMessages = {
  died: (gender: DeceasedGender, first: string, second: string) =>
    `${deceasedWords.died(gender)} في ${first}، الموافق ${second}`,
  /** a Gregorian day with its era: «1 مارس 2025 م» */
  gregorianDay: (formatted: string) => `${formatted} م`,
} as const;
