import { z } from 'zod';
import { envelope } from '../envelope';
import { factorMessages } from './messages';

/** A six-digit code of the authenticator app (RFC 6238); Arabic-Indic digits and spaces are forgiven. */
export const totpCode = z
  .string(factorMessages.codeShape)
  .transform((value) =>
    value.replace(/[\s-]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)),
  )
  .pipe(z.string().regex(/^[0-9]{6}$/, factorMessages.codeShape));

/** A single-use recovery code, shown as `xxxxx-xxxxx`; the dash and the case do not matter. */
export const recoveryCode = z
  .string(factorMessages.recoveryShape)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, factorMessages.recoveryShape));

/** What a session still lacks: the factor's enrolment, its code, or nothing. */
export const FACTOR_SESSION_STATES = ['enrol', 'verify', 'ready'] as const;
export type FactorSessionState = (typeof FACTOR_SESSION_STATES)[number];

/** A new secret for the authenticator app, as a QR code (SVG) and as text. */
export const enrolmentResponse = envelope(
  z.array(z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() })),
);
export type Enrolment = z.infer<typeof enrolmentResponse>['data'][number];

/** The login's second step: the app's code, or one recovery code. */
export const verifyBody = z.union([z.object({ code: totpCode }), z.object({ recovery_code: recoveryCode })]);
export type VerifyBody = z.input<typeof verifyBody>;

/** A fresh code before a sensitive action, and until when it stands. */
export const stepUpBody = z.object({ code: totpCode });
export const stepUpResponse = envelope(z.array(z.object({ until: z.string() })));
