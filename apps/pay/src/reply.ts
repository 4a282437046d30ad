import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { PaymentHostRefusal } from '@athar/contract/payments/payment-host';
import { payMessages } from './messages';

const ARABIC = /[\u0600-\u06FF]/;

/** Every refusal of the payment host's own calls: `{ Success: false, Message }` in Arabic. */
export const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ Success: false, Message: message } satisfies PaymentHostRefusal);

/**
 * What a request refused before its route ran is told: the contract's own Arabic words for its first
 * problem where it has them (what a client must add, e.g. the payment token: docs/decisions/025), else
 * that the data sent was not right.
 */
export function refusalMessage(error: unknown): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return payMessages.badRequest;
  const said = error.validation.map((issue) => issue.message ?? '').find((message) => ARABIC.test(message));
  return said ?? payMessages.badRequest;
}
