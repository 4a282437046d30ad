import { z } from 'zod';
import { toWesternDigits } from '../arabic';
import { stripNameBidi, stripScopedBidi } from '../bidi';
import { NAME_MIN, PASSWORD_MIN, PHONE_LENGTH } from '../constants';
import { validationMessages } from '../messages';

/** Arabic letters (with tashkeel), Arabic-Indic and Latin digits, Latin letters, spaces (PRODUCT.md §5). */
const NAME_CHARACTERS =
  /^(?:(?=[\p{L}\p{M}\p{Nd}\s])(?:\p{Script=Arabic}|\p{Script=Latin}|\p{M}|[0-9]|\s))+$/u;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
const PHONE_SHAPE = new RegExp(`^[0-9]{${PHONE_LENGTH}}$`);

/**
 * Register, guest, donation, staff names and the deceased's: at least 2 characters, no symbols.
 * Invisible bidi controls and marks are dropped first (../bidi.ts), as every name shown publicly.
 */
export const personName = z
  .string(validationMessages.nameShort)
  .overwrite(stripNameBidi)
  .trim()
  .min(NAME_MIN, validationMessages.nameShort)
  .max(100, validationMessages.nameShort)
  .regex(NAME_CHARACTERS, validationMessages.nameSymbols);

/** The profile edit only asks for the length (PRODUCT.md §5 Edit profile); bidi controls are dropped. */
export const profileName = z
  .string(validationMessages.nameShort)
  .overwrite(stripNameBidi)
  .trim()
  .min(NAME_MIN, validationMessages.nameShort)
  .max(100, validationMessages.nameShort);

/** Free text shown publicly (a donation's comment, a campaign's description), without bidi controls. */
export const publicText = (max: number, message: string) =>
  z.string(message).overwrite(stripScopedBidi).trim().max(max, message);

/** PRODUCT.md §5: an e-mail must contain @; kept lower-case so one address is one account. */
export const email = z
  .string(validationMessages.emailInvalid)
  .trim()
  .max(254, validationMessages.emailInvalid)
  .regex(EMAIL_SHAPE, validationMessages.emailInvalid)
  .transform((value) => value.toLowerCase());

/**
 * A new password: at least 8 characters, not spaces only. The server also refuses the 10,000 most
 * common passwords (apps/api/src/services/password-policy.ts; the list stays out of the web bundle).
 */
export const newPassword = z
  .string(validationMessages.passwordShort)
  .min(PASSWORD_MIN, validationMessages.passwordShort)
  .max(200, validationMessages.passwordShort)
  .regex(/\S/, validationMessages.passwordBlank);

/** A password typed to log in: any non-empty text. */
export const currentPassword = z
  .string(validationMessages.passwordRequired)
  .min(1, validationMessages.passwordRequired)
  .max(200, validationMessages.passwordRequired);

/** Exactly 11 digits; Arabic-Indic digits are accepted and stored as 0-9. */
export const phone = z
  .string(validationMessages.phoneInvalid)
  .trim()
  .transform(toWesternDigits)
  .pipe(z.string().regex(PHONE_SHAPE, validationMessages.phoneInvalid));

/** A phone that may be left out: '' (or false, as the legacy register call sends) means none. */
export const optionalPhone = z
  .union([z.literal(false), z.literal(''), z.null(), phone], validationMessages.phoneInvalid)
  .optional()
  .transform((value) => (typeof value === 'string' && value !== '' ? value : null));

/**
 * The confirmation must equal the password, checked only once the password itself is valid
 * (PRODUCT.md §5 Register: the mismatch is shown only when there is no password error).
 */
export function withConfirmation<Shape extends z.ZodRawShape, Confirm extends string>(
  shape: Shape,
  passwordField: keyof Shape & string,
  confirmField: Confirm,
) {
  const confirmation = { [confirmField]: z.string(validationMessages.passwordMismatch) } as Record<
    Confirm,
    z.ZodString
  >;
  const ownIssue = (path: readonly PropertyKey[] = []) =>
    path[0] === passwordField || path[0] === confirmField;
  return z.object({ ...shape, ...confirmation }).superRefine(
    (values, ctx) => {
      const fields = values as Record<string, unknown>;
      const password = fields[passwordField];
      if (typeof password !== 'string' || !newPassword.safeParse(password).success) return;
      if (fields[confirmField] !== password) {
        ctx.addIssue({ code: 'custom', path: [confirmField], message: validationMessages.passwordMismatch });
      }
    },
    // checked even while another field is wrong (an unanswered gender), so every message shows at once
    { when: (payload) => !payload.issues.some((issue) => ownIssue(issue.path)) },
  );
}
