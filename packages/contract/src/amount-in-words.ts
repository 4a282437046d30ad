/**
 * An amount written out in Modern Standard Arabic words, as on an Egyptian receipt or cheque
 * («تفقيط»): «ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير».
 *
 * The convention, chosen once and kept everywhere:
 * - every number word is in the nominative (as receipts write them: «اثنان وعشرون», «مائتان»);
 *   «مائة» is spelt with the alif, as Egyptian receipts spell it;
 * - units come before tens («خمسة وعشرون»), parts are joined with «و» from the largest down;
 * - the numbers 3–10 and 13–19 take the feminine form because «جنيه», «قرش», «ألف», «مليون» and
 *   «مليار» are masculine («ثلاثة آلاف», «ثلاثة عشر جنيهًا»);
 * - the counted noun follows the last part of the number (the CLDR Arabic rule): exactly 1 →
 *   «جنيه مصري واحد», exactly 2 → «جنيهان مصريان», n % 100 in 3–10 → «جنيهات مصرية», n % 100 in
 *   11–99 → «جنيهًا مصريًا», otherwise (100, 1000, 101, 102, …) → «جنيه مصري»; thousands, millions
 *   and billions follow the same rule for their own multiplier;
 * - a dual or «مائتان» standing right before its noun loses its nun (construct state):
 *   «مائتا جنيه مصري», «ألفا جنيه مصري», «مائتا ألف»; and a scale word of 11–99 right before the
 *   currency is in construct too («أحد عشر ألف جنيه مصري»), but takes tanween when more follows
 *   («أحد عشر ألفًا وخمسمائة جنيه مصري»);
 * - piasters (0–99) follow the pounds with «و» («وخمسون قرشًا»), and «لا غير» closes the text;
 *   an amount of piasters only has no pounds part («خمسون قرشًا لا غير»), zero is
 *   «صفر جنيه مصري لا غير».
 * No zod here: the web app's pages and the api both use it.
 */

const PIASTERS_PER_POUND = 100;
const LARGEST_POUNDS = 999_999_999_999;

const ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

/** Which form a counted noun takes after a count (the CLDR Arabic plural categories, bar zero). */
type CountForm = 'one' | 'two' | 'few' | 'many' | 'other';

function countForm(count: number): CountForm {
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

/** A scale word's forms: alone (1), dual (2, and its construct), plural (3–10), and accusative (11–99). */
interface ScaleWord {
  singular: string;
  dual: string;
  dualConstruct: string;
  plural: string;
  accusative: string;
}

const SCALES: readonly ScaleWord[] = [
  {
    singular: 'مليار',
    dual: 'ملياران',
    dualConstruct: 'مليارا',
    plural: 'مليارات',
    accusative: 'مليارًا',
  },
  {
    singular: 'مليون',
    dual: 'مليونان',
    dualConstruct: 'مليونا',
    plural: 'ملايين',
    accusative: 'مليونًا',
  },
  { singular: 'ألف', dual: 'ألفان', dualConstruct: 'ألفا', plural: 'آلاف', accusative: 'ألفًا' },
];

/** 1–999 in words; `beforeNoun` when a noun follows directly, so «مائتان» becomes «مائتا». */
function belowThousand(value: number, beforeNoun: boolean): string {
  const hundreds = Math.trunc(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(hundreds === 2 && rest === 0 && beforeNoun ? 'مائتا' : HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]!);
  else if (rest > 0) {
    const ones = rest % 10;
    const tens = Math.trunc(rest / 10);
    parts.push(ones > 0 && tens > 0 ? `${ONES[ones]} و${TENS[tens]}` : ones > 0 ? ONES[ones]! : TENS[tens]!);
  }
  return parts.join(' و');
}

/** One group of thousands, millions or billions; `last` when the currency noun comes right after it. */
function scaledGroup(multiplier: number, scale: ScaleWord, last: boolean): string {
  switch (countForm(multiplier)) {
    case 'one':
      return scale.singular;
    case 'two':
      return last ? scale.dualConstruct : scale.dual;
    case 'few':
      return `${belowThousand(multiplier, false)} ${scale.plural}`;
    case 'many':
      return `${belowThousand(multiplier, false)} ${last ? scale.singular : scale.accusative}`;
    default:
      return `${belowThousand(multiplier, true)} ${scale.singular}`;
  }
}

/** A whole number of at least 1 in words, without its counted noun (for 1 and 2 the caller uses the noun alone). */
function wholeNumber(value: number): string {
  const groups = [
    Math.trunc(value / 1_000_000_000),
    Math.trunc(value / 1_000_000) % 1000,
    Math.trunc(value / 1000) % 1000,
  ];
  const units = value % 1000;
  const parts: string[] = [];
  groups.forEach((multiplier, index) => {
    if (multiplier === 0) return;
    const nothingAfter = units === 0 && groups.slice(index + 1).every((lower) => lower === 0);
    parts.push(scaledGroup(multiplier, SCALES[index]!, nothingAfter));
  });
  if (units > 0) parts.push(belowThousand(units, true));
  return parts.join(' و');
}

/** A count with its masculine noun, in agreement («جنيه مصري واحد», «ثلاثة جنيهات مصرية»). */
function counted(
  count: number,
  noun: { one: string; two: string; few: string; many: string; other: string },
): string {
  const form = countForm(count);
  if (form === 'one' || form === 'two') return noun[form];
  return `${wholeNumber(count)} ${noun[form]}`;
}

const POUNDS = {
  one: 'جنيه مصري واحد',
  two: 'جنيهان مصريان',
  few: 'جنيهات مصرية',
  many: 'جنيهًا مصريًا',
  other: 'جنيه مصري',
};

const PIASTERS = {
  one: 'قرش واحد',
  two: 'قرشان',
  few: 'قروش',
  many: 'قرشًا',
  other: 'قرش',
};

/**
 * Piasters (a whole number, 0 or more, under a trillion pounds) → the amount in Arabic words,
 * pounds and piasters, closed by «لا غير». Throws a RangeError on anything else: a receipt never
 * guesses an amount.
 */
export function amountInArabicWords(piasters: number): string {
  if (!Number.isSafeInteger(piasters) || piasters < 0) {
    throw new RangeError(`not a whole, non-negative number of piasters: ${piasters}`);
  }
  const pounds = Math.trunc(piasters / PIASTERS_PER_POUND);
  const rest = piasters % PIASTERS_PER_POUND;
  if (pounds > LARGEST_POUNDS) throw new RangeError(`amount too large to write out: ${piasters}`);
  if (pounds === 0 && rest === 0) return 'صفر جنيه مصري لا غير';
  const parts: string[] = [];
  if (pounds > 0) parts.push(counted(pounds, POUNDS));
  if (rest > 0) parts.push(counted(rest, PIASTERS));
  return `${parts.join(' و')} لا غير`;
}
