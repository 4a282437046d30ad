import { z } from 'zod';
import { currentPassword, email } from '../accounts/fields';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  confirmEnrolmentRoute,
  operatorEnrolmentRoute,
  operatorLoginRoute,
  operatorLogoutRoute,
  operatorMeRoute,
  operatorStepUpRoute,
  operatorVerifyRoute,
} from '../routes/operator';
import { operatorMessages } from './messages';
import { OPERATOR_ROLES } from './roles';

/** A six-digit code of the authenticator app (RFC 6238); Arabic-Indic digits and spaces are forgiven. */
export const totpCode = z
  .string(operatorMessages.codeShape)
  .transform((value) =>
    value.replace(/[\s-]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)),
  )
  .pipe(z.string().regex(/^[0-9]{6}$/, operatorMessages.codeShape));

/** A single-use recovery code, shown as `xxxxx-xxxxx`; the dash and the case do not matter. */
export const recoveryCode = z
  .string(operatorMessages.recoveryShape)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, operatorMessages.recoveryShape));

/** What the session still lacks: the factor's enrolment, its code, or nothing. */
export const OPERATOR_SESSION_STATES = ['enrol', 'verify', 'ready'] as const;
export type OperatorSessionState = (typeof OPERATOR_SESSION_STATES)[number];

export const operatorProfile = z.object({
  id: z.number().int(),
  operator_name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  session: z.enum(OPERATOR_SESSION_STATES),
});
export type OperatorProfile = z.infer<typeof operatorProfile>;

const profileResponse = envelope(z.array(operatorProfile));

/** POST /api/operator/auth/login — a password; the session cookie then waits for the second factor. */
export const operatorLoginEndpoint = defineEndpoint({
  ...operatorLoginRoute,
  body: z.object({ email, password: currentPassword }),
  response: profileResponse,
});

/** GET /api/operator/auth/enrolment — a new secret for the authenticator app, as a QR code and as text. */
export const operatorEnrolmentEndpoint = defineEndpoint({
  ...operatorEnrolmentRoute,
  response: envelope(z.array(z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }))),
});

/** POST /api/operator/auth/enrolment — the first code confirms the secret; ten recovery codes, shown once. */
export const confirmEnrolmentEndpoint = defineEndpoint({
  ...confirmEnrolmentRoute,
  body: z.object({ code: totpCode }),
  response: envelope(z.array(operatorProfile.extend({ recovery_codes: z.array(z.string()) }))),
});

/** POST /api/operator/auth/verify — the app's code, or one recovery code. */
export const operatorVerifyEndpoint = defineEndpoint({
  ...operatorVerifyRoute,
  body: z.union([z.object({ code: totpCode }), z.object({ recovery_code: recoveryCode })]),
  response: profileResponse,
});

/** POST /api/operator/auth/step-up — a fresh code before a sensitive action (good for 5 minutes). */
export const operatorStepUpEndpoint = defineEndpoint({
  ...operatorStepUpRoute,
  body: z.object({ code: totpCode }),
  response: envelope(z.array(z.object({ until: z.string() }))),
});

export const operatorLogoutEndpoint = defineEndpoint({
  ...operatorLogoutRoute,
  response: envelope(z.array(z.never())),
});

/** GET /api/operator/me — who is logged in, and what the session still needs. */
export const operatorMeEndpoint = defineEndpoint({ ...operatorMeRoute, response: profileResponse });
