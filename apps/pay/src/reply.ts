import type { FastifyReply } from 'fastify';
import type { PaymentHostRefusal } from '@athar/contract/payments/payment-host';

/** Every refusal of the payment host's own calls: `{ Success: false, Message }` in Arabic. */
export const refuse = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ Success: false, Message: message } satisfies PaymentHostRefusal);
