import { z } from 'zod';
import { email, phone } from '../accounts/fields';
import { toWesternDigits } from '../arabic';
import { stripScopedBidi } from '../bidi';
import { decimalNumber } from '../decimal';
import { applicationMessages as messages } from './application-messages';
import { EGYPTIAN_BANK_KEYS } from './egyptian-banks';
import { compactIban, hasEgyptianIbanShape, ibanChecksumHolds } from './egyptian-iban';

/** Free text of the application: bidi controls dropped, trimmed, within its length. */
const text = (min: number, max: number, message: string) =>
  z.string(message).overwrite(stripScopedBidi).trim().min(min, message).max(max, message);

/** 010, 011, 012 or 015, then 8 digits (Arabic-Indic digits accepted). */
export const egyptianMobile = phone.pipe(z.string().regex(/^01[0125][0-9]{8}$/, messages.mobileInvalid));

/** رقم الإشهار as the Ministry writes it (e.g. 4127/2009); the same shape ngos.registration_number keeps. */
export const registrationNumber = z
  .string(messages.registrationNumberInvalid)
  .trim()
  .transform(toWesternDigits)
  .pipe(z.string().regex(/^[0-9][0-9A-Za-z/-]{0,31}$/, messages.registrationNumberInvalid));

export const egyptianIban = z
  .string(messages.ibanInvalid)
  .transform(compactIban)
  .transform(toWesternDigits)
  .refine(hasEgyptianIbanShape, messages.ibanInvalid)
  .refine(ibanChecksumHolds, messages.ibanCheckFailed);

/** An https (or http) address, or '' for none. */
const website = z
  .string(messages.websiteInvalid)
  .trim()
  .max(200, messages.websiteInvalid)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), messages.websiteInvalid)
  .transform((value) => (value === '' ? null : value));

/** The application's text fields, as the form and the multipart body carry them. */
export const applicationFields = z.object({
  legal_name: text(2, 200, messages.legalNameInvalid),
  registration_number: registrationNumber,
  city_id: decimalNumber(
    z.coerce
      .number(messages.governorateInvalid)
      .int(messages.governorateInvalid)
      .positive(messages.governorateInvalid),
  ),
  address: text(5, 300, messages.addressInvalid),
  contact_name: text(2, 100, messages.contactNameInvalid),
  contact_phone: egyptianMobile,
  contact_email: email,
  website: website.default(''),
  bank: z.enum(EGYPTIAN_BANK_KEYS, messages.bankInvalid),
  account_holder: text(2, 200, messages.accountHolderInvalid),
  iban: egyptianIban,
});
export type ApplicationFields = z.infer<typeof applicationFields>;
export type ApplicationFormValues = z.input<typeof applicationFields>;

/** The documents: the first two are required with an application, the permit may follow. */
export const DOCUMENT_KINDS = ['registration_certificate', 'board_decision', 'fundraising_permit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = ['registration_certificate', 'board_decision'];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** what the file picker offers; the server decides by the bytes */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

export const APPLICATION_STATUSES = ['submitted', 'changes_requested', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The operator's message: a change request or a refusal's reason. */
export const operatorMessageField = text(5, 1000, messages.messageInvalid);
