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
import {
  enrolmentResponse,
  FACTOR_SESSION_STATES,
  stepUpBody,
  stepUpResponse,
  totpCode,
  verifyBody,
  type FactorSessionState,
} from '../second-factor/fields';
import { OPERATOR_ROLES } from './roles';

/** What the session still lacks: the factor's enrolment, its code, or nothing. */
export const OPERATOR_SESSION_STATES = FACTOR_SESSION_STATES;
export type OperatorSessionState = FactorSessionState;

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
  response: enrolmentResponse,
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
  body: verifyBody,
  response: profileResponse,
});

/** POST /api/operator/auth/step-up — a fresh code before a sensitive action (good for 5 minutes). */
export const operatorStepUpEndpoint = defineEndpoint({
  ...operatorStepUpRoute,
  body: stepUpBody,
  response: stepUpResponse,
});

export const operatorLogoutEndpoint = defineEndpoint({
  ...operatorLogoutRoute,
  response: envelope(z.array(z.never())),
});

/** GET /api/operator/me — who is logged in, and what the session still needs. */
export const operatorMeEndpoint = defineEndpoint({ ...operatorMeRoute, response: profileResponse });
