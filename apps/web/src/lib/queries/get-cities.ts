import { citiesRoute, cityAreasRoute } from '@athar/contract/routes/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@athar/contract/locations/cities';
import { call } from '../api-client';

/** GET /api/cities — the governorates. */
export async function getCities(signal?: AbortSignal): Promise<Place[]> {
  return (await call(citiesRoute, {}, { signal })).data;
}

/** GET /api/cities/{cityId} — the areas of one governorate. */
export async function getCityAreas(cityId: number, signal?: AbortSignal): Promise<Place[]> {
  return (await call(cityAreasRoute, { params: { cityId } }, { signal })).data;
}

/** PRODUCT.md §8: a failed cities or areas fetch is silently ignored. */
export function useCities(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['cities'],
      queryFn: ({ signal }) => getCities(signal),
      enabled,
      staleTime: Number.POSITIVE_INFINITY,
      meta: { globalError: false },
    }),
  );
}

export function useCityAreas(cityId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['cities', cityId, 'areas'],
      queryFn: ({ signal }) => getCityAreas(cityId, signal),
      enabled: cityId > 0,
      staleTime: Number.POSITIVE_INFINITY,
      meta: { globalError: false },
    }),
  );
}
