/**
 * The deceased's gender (docs/decisions/013): every pronoun and phrase about the person a campaign remembers
 * follows it — في ذكراه / في ذكراها, رحمه الله / رحمها الله, المرحوم / المرحومة, الفقيد / الفقيدة.
 * No zod here: the web app's pages use it (the field's schema is campaigns/deceased-gender-field.ts).
 */
export const DECEASED_GENDERS = ['male', 'female'] as const;
export type DeceasedGender = (typeof DECEASED_GENDERS)[number];

/**
 * Campaigns created before the field existed, and clients that do not send it (PRODUCT.md §7's creation
 * payload has no such field): the masculine, which is what the app wrote about every campaign until
 * then (migration 013 and docs/decisions/013).
 */
export const DEFAULT_DECEASED_GENDER: DeceasedGender = 'male';

/** The masculine or the feminine form of a text about the deceased: the one place that chooses. */
export function byGender<T>(gender: DeceasedGender, forms: { male: T; female: T }): T {
  return gender === 'female' ? forms.female : forms.male;
}

/** The short phrases about the deceased that pages, the condolence card and mails build on. */
export const deceasedWords = {
  /** «في ذكراه» */
  inTheirMemory: (gender: DeceasedGender) => byGender(gender, { male: 'في ذكراه', female: 'في ذكراها' }),
  /** «رحمه الله», said after the name */
  mercy: (gender: DeceasedGender) => byGender(gender, { male: 'رحمه الله', female: 'رحمها الله' }),
  /** «المرحوم», said before the name */
  theLate: (gender: DeceasedGender) => byGender(gender, { male: 'المرحوم', female: 'المرحومة' }),
  /** «الفقيد», the person without their name */
  theDeceased: (gender: DeceasedGender) => byGender(gender, { male: 'الفقيد', female: 'الفقيدة' }),
  /** «باسمه» */
  inTheirName: (gender: DeceasedGender) => byGender(gender, { male: 'باسمه', female: 'باسمها' }),
  /** «تُوفّي» / «تُوفّيت»: before the date of death (PRODUCT.md §11.6) */
  died: (gender: DeceasedGender) => byGender(gender, { male: 'تُوفّي', female: 'تُوفّيت' }),
  /** «اللهم اغفر له وارحمه»: the short prayer on the condolence card and in mails about a campaign */
  prayer: (gender: DeceasedGender) =>
    byGender(gender, { male: 'اللهم اغفر له وارحمه', female: 'اللهم اغفر لها وارحمها' }),
} as const;

/** Tashkeel and tatweel, dropped before looking at how a name starts. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;
/** A name the family already wrote with «المرحوم(ة)», «المغفور له/لها», «الفقيد(ة)» or «الشهيد(ة)». */
const ALREADY_HONOURED = /^(?:ال)?(?:مرحوم|مغفور|فقيد|شهيد)/;

/** Whether the family's title already starts with «المرحوم(ة)» or the like. */
export function isAlreadyHonoured(name: string): boolean {
  return ALREADY_HONOURED.test(name.trim().replace(MARKS, ''));
}

/**
 * «المرحوم فلان» / «المرحومة فلانة» — unless the family's title already starts that way
 * («المرحومة فاطمة السيد» stays as it is, never «المرحومة المرحومة …»).
 */
export function withTheLate(name: string, gender: DeceasedGender): string {
  const trimmed = name.trim();
  return isAlreadyHonoured(trimmed) ? trimmed : `${deceasedWords.theLate(gender)} ${trimmed}`;
}
