import { z } from 'zod';
import { envelope } from '../envelope';
import { charityMessages } from './messages';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import {
  markCancelledRoute,
  markCollectedRoute,
  markContactedRoute,
  markFailedRoute,
} from '../routes/charity';

/** POST /api/charity/donations/:id/{contacted|collected|failed|cancelled}; collected has no body. */
export const donationActionParams = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });

const text = (message: string) => z.string(message).trim().min(1, message).max(1000, message);

export const contactedBody = z.object({ note: text(charityMessages.noteRequired) });
export const closeReasonBody = z.object({ reason: text(charityMessages.reasonRequired) });
export type ContactedBody = z.input<typeof contactedBody>;
export type CloseReasonBody = z.input<typeof closeReasonBody>;

export const DONATION_ACTIONS = ['contacted', 'collected', 'failed', 'cancelled'] as const;
export type DonationAction = (typeof DONATION_ACTIONS)[number];

/** data[0].changed is false when the action had already been done (a second "collected"). */
export const donationActionResponse = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['pending', 'confirmed', 'failed', 'cancelled']),
      changed: z.boolean(),
    }),
  ),
);
export type DonationActionResponse = z.infer<typeof donationActionResponse>;

export const markContactedEndpoint = defineEndpoint({
  ...markContactedRoute,
  params: donationActionParams,
  body: contactedBody,
  response: donationActionResponse,
});

export const markCollectedEndpoint = defineEndpoint({
  ...markCollectedRoute,
  params: donationActionParams,
  response: donationActionResponse,
});

export const markFailedEndpoint = defineEndpoint({
  ...markFailedRoute,
  params: donationActionParams,
  body: closeReasonBody,
  response: donationActionResponse,
});

export const markCancelledEndpoint = defineEndpoint({
  ...markCancelledRoute,
  params: donationActionParams,
  body: closeReasonBody,
  response: donationActionResponse,
});

/** The endpoint of each action, for callers that pick the action at run time. */
export const donationActionEndpoints = {
  contacted: markContactedEndpoint,
  collected: markCollectedEndpoint,
  failed: markFailedEndpoint,
  cancelled: markCancelledEndpoint,
} as const satisfies Record<DonationAction, unknown>;
