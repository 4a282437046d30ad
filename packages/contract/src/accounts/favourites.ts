import { z } from 'zod';
import { envelope } from '../envelope';
import { validationMessages } from '../messages';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { addFavouriteRoute, removeFavouriteRoute } from '../routes/users';

/** POST /api/users/favorites and DELETE /api/users/favorites (campaign_id in the body). */
export const favouriteBody = z.object({
  campaign_id: decimalNumber(
    z.coerce
      .number(validationMessages.invalidValue)
      .int(validationMessages.invalidValue)
      .positive(validationMessages.invalidValue)
      .max(Number.MAX_SAFE_INTEGER, validationMessages.invalidValue),
  ),
});
export type FavouriteBody = z.input<typeof favouriteBody>;

/** The message says whether the campaign was added or removed. */
export const favouriteResponse = envelope(z.array(z.object({ campaign_id: z.number().int() })));

export const addFavouriteEndpoint = defineEndpoint({
  ...addFavouriteRoute,
  body: favouriteBody,
  response: favouriteResponse,
});

export const removeFavouriteEndpoint = defineEndpoint({
  ...removeFavouriteRoute,
  body: favouriteBody,
  response: favouriteResponse,
});
