import { z } from 'zod';
import { envelope } from '../envelope';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { citiesRoute, cityAreasRoute } from '../routes/catalogue';

/** A governorate or an area: PRODUCT.md §3 City and area. */
export const place = z.object({ id: z.number().int(), ar_name: z.string() });
export type Place = z.infer<typeof place>;

/** GET /api/cities — the 27 governorates. */
export const citiesResponse = envelope(z.array(place));

/** GET /api/cities/{cityId} — the areas of one governorate (status 0 and 404 for an unknown one). */
export const cityAreasParams = z.object({ cityId: decimalNumber(z.coerce.number().int().positive()) });
export const cityAreasResponse = envelope(z.array(place));

export const citiesEndpoint = defineEndpoint({
  ...citiesRoute,
  response: citiesResponse,
});

export const cityAreasEndpoint = defineEndpoint({
  ...cityAreasRoute,
  params: cityAreasParams,
  response: cityAreasResponse,
});
