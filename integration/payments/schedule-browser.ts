import { createHash, randomBytes } from 'node:crypto';
import { createDonation } from '@athar/api/test/donation-factories';
import { getScheduleSessionIdEndpoint } from '@athar/contract/payments/schedule-checkout';
import { signedJsonHeaders } from '@athar/server-kit/hmac-signature';
import { EXPIRY, payOnHostedPage } from './bank-browser';
import { follow } from './gateway-browser';
import type { PayStack } from './pay-stack';

/** The cards of scheduled giving (README test cards): 02/39 declines each night's first charge, 03/39 every one. */
export const SCHEDULE_EXPIRY = { declineFirst: '02/39', insufficient: '03/39' } as const;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A card schedule in set-up as POST /api/giving-schedules leaves it, and its creating browser's token. */
export async function cardSchedule(stack: PayStack, amount = 20_000) {
  const setupToken = randomBytes(32).toString('base64url');
  const { id } = await stack.t.db
    .insertInto('giving_schedules')
    .values({
      campaign_id: stack.campaign.id,
      donor_name: 'سارة عادل',
      email: 'sara@example.com',
      pattern: 'fridays',
      amount: amount as never,
      type: 2,
      ends_on: '2027-06-01',
      setup_token_hash: sha256(setupToken),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, setupToken };
}

/** The schedule's row as the api keeps it. */
export const scheduleRow = (stack: PayStack, id: number) =>
  stack.t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** POST /api/hostedcheckout/GetScheduleSessionId as the schedule's page does, with any body. */
export async function openScheduleSession(stack: PayStack, body: unknown) {
  const response = await stack.post(getScheduleSessionIdEndpoint.path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The web app's page of a verification that did not end in an active schedule. */
export const scheduleFailedPage = (stack: PayStack, reason: string) =>
  `${stack.apiUrl}/GivingSchedule/failed?reason=${reason}`;

/** Set-up, verification with the given test card and the bank's return: the schedule is active. */
export async function verifiedSchedule(stack: PayStack, expiry: string = EXPIRY.approved, amount = 20_000) {
  const created = await cardSchedule(stack, amount);
  const opened = await openScheduleSession(stack, {
    schedule_id: created.id,
    setup_token: created.setupToken,
  });
  const back = await payOnHostedPage(stack, opened.body.paymentPageUrl as string, expiry);
  const landing = await follow(back.location);
  if (!landing.location.includes(`/GivingSchedule/${created.id}?token=`))
    throw new Error(`schedule ${created.id} not verified: ${landing.location}`);
  return created.id;
}

/** The night's pending card donation as the api's nightly job creates it. */
export async function night(stack: PayStack, scheduleId: number, amount = 20_000) {
  const id = await createDonation(
    stack.t.db,
    { id: stack.campaign.id, ngo_id: stack.campaign.ngo_id },
    { type: 'card', amount },
  );
  await stack.t.db.updateTable('donations').set({ schedule_id: scheduleId }).where('id', '=', id).execute();
  return id;
}

/** The api's signed call to pay (PAY_WEBHOOK_SECRET), as the nightly job makes it. */
export async function chargeNight(
  stack: PayStack,
  donationId: number,
  attempt: number,
  secret = stack.t.config.PAY_WEBHOOK_SECRET,
) {
  const path = `/api/internal/scheduled-charges/${donationId}`;
  const body = JSON.stringify({ attempt });
  const response = await fetch(`${stack.payUrl}${path}`, {
    method: 'POST',
    headers: signedJsonHeaders(secret, { method: 'POST', path, body }),
    body,
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown[] } };
}

/** The bank's order of a night (`athar-n-<donation id>`), as the simulator keeps it. */
export const nightOrder = (stack: PayStack, donationId: number) =>
  [...stack.pay.bankSimulator!.orders.values()].find((order) => order.id === `athar-n-${donationId}`);
