import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  confirmStaffEnrolmentRoute,
  staffEnrolmentRoute,
  staffStepUpRoute,
  staffVerifyRoute,
} from '../routes/charity';
import { enrolmentResponse, stepUpBody, stepUpResponse, totpCode, verifyBody } from '../second-factor/fields';

/** GET /api/charity/auth/factor — a new secret for the authenticator app, as a QR code and as text. */
export const staffEnrolmentEndpoint = defineEndpoint({
  ...staffEnrolmentRoute,
  response: enrolmentResponse,
});

/** POST /api/charity/auth/factor — the first code confirms the secret; ten recovery codes, shown once. */
export const confirmStaffEnrolmentEndpoint = defineEndpoint({
  ...confirmStaffEnrolmentRoute,
  body: z.object({ code: totpCode }),
  response: envelope(z.array(z.object({ recovery_codes: z.array(z.string()) }))),
});

/** POST /api/charity/auth/verify — the login's second step: the app's code, or one recovery code. */
export const staffVerifyEndpoint = defineEndpoint({
  ...staffVerifyRoute,
  body: verifyBody,
  response: envelope(z.array(z.never())),
});

/** POST /api/charity/auth/step-up — a fresh code before exporting donors (good for 5 minutes). */
export const staffStepUpEndpoint = defineEndpoint({
  ...staffStepUpRoute,
  body: stepUpBody,
  response: stepUpResponse,
});
