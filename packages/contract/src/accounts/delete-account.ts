import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { deleteAccountRoute } from '../routes/users';

/**
 * DELETE /api/users — removes the caller's name, e-mail, phone, picture, favourites and sessions;
 * their donations stay with the charities and show as 'فاعل خير'.
 */
export const deleteAccountResponse = envelope(z.array(z.never()));

export const deleteAccountEndpoint = defineEndpoint({
  ...deleteAccountRoute,
  response: deleteAccountResponse,
});
