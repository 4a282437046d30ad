import type { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import categoriesJson from './content/categories.json';
import deceasedJson from './content/deceased.json';
import donorsJson from './content/donors.json';
import faqsJson from './content/faqs.json';
import ngosJson from './content/ngos.json';
import projectsJson from './content/projects.json';

/**
 * Demo content for the seeder (the data itself is in content/*.json): categories, charities (all fictional), their projects, the people
 * remembered by the demo campaigns, donors, donor comments, FAQs and press coverage.
 *
 * Everything here is plain, deterministic data. Money is in whole EGP; the seeder converts to piasters.
 * Names of the deceased and of donors use only Arabic letters and spaces, so they pass the name rule
 * of PRODUCT.md §5 and can be typed into the forms as they are.
 *
 * The descriptions of the deceased never mention a particular kind of project, so any pairing with a
 * project chosen by the seeder reads naturally. `donorComments` holds only comments that fit a man or
 * a woman alike; gendered du'a are in `genderedComments` (use `commentsFor(gender)` to get both).
 */

export interface DemoCategory {
  key: string;
  ar_name: string;
  en_name: string;
}

export interface DemoNgo {
  key: string;
  ar_name: string;
  en_name: string;
  /** 2–4 sentences about the charity */
  description: string;
  /** 4–5 digit SMS short number, unique per charity */
  sms_short_number: string;
  cash_collection: boolean;
  /** card merchant account at the bank, or null when the charity takes no card payments */
  merchant: { id: string; name: string } | null;
  /**
   * its account at the Paymob-protocol gateway (a simulator test account) and the methods it takes
   * there, or null when it takes no wallet, kiosk or Meeza payments
   */
  paymob: {
    account: keyof typeof LOCAL_PAYMOB_INTEGRATIONS;
    methods: ('wallet' | 'kiosk' | 'meeza')[];
  } | null;
  /** two hex colours for its generated logo */
  colors: [string, string];
}

export interface DemoProject {
  /** DemoNgo.key */
  ngo: string;
  /** DemoCategory.key */
  category: string;
  ar_name: string;
  en_name: string;
  /** the cost of ONE unit in whole EGP (one well, one meal, one blanket, one month of sponsorship) */
  unit_egp: number;
  /** 2–3 sentences: what one unit provides, where */
  description: string;
}

export interface DemoDeceased {
  /** the deceased's name as a family would write it, e.g. 'الحاج محمد عبد الرحمن' or 'المرحومة فاطمة السيد' */
  name: string;
  /** 1–2 loving sentences written by the family (what they were like, why this project) */
  description: string;
  gender: 'm' | 'f';
}

export interface DemoFaq {
  audience: 'donators' | 'creators';
  question: string;
  answer: string;
}

export interface DemoPress {
  title: string;
  outlet: string;
  url: string;
  published_on: string;
}

/**
 * Deterministic PRNG (mulberry32): the same seed always yields the same sequence in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order of categories matters: `renderPlaceholder('category', i)` draws pictogram i, and the i-th
 * category is the one that pictogram stands for (water drop, meal, heart, book, house, blanket,
 * mosque crescent, medical cross, wheelchair, Ramadan lantern).
 */
export const categories = categoriesJson as DemoCategory[];
export const ngos = ngosJson as DemoNgo[];
export const projects = projectsJson as DemoProject[];
export const deceased = deceasedJson as DemoDeceased[];
export const faqs = faqsJson as DemoFaq[];
export const press: DemoPress[] = [];
export const donorNames: string[] = donorsJson.names;
/** Comments that fit a man or a woman alike; each at most 40 characters. */
export const donorComments: string[] = donorsJson.comments;
/** Du'a that name the deceased as a man ('m') or a woman ('f'). */
export const genderedComments = donorsJson.gendered as Record<'m' | 'f', string[]>;

/** All comments that fit a deceased of this gender: the neutral ones plus the gendered ones. */
export function commentsFor(gender: 'm' | 'f'): string[] {
  return [...donorComments, ...genderedComments[gender]];
}
