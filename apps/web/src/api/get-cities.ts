import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@athar/contract/locations/cities';
import { apiGet } from '../lib/api-client';

/** GET /api/cities — the governorates. */
export async function getCities(signal?: AbortSignal): Promise<Place[]> {
  return (await apiGet<Place[]>('/api/cities', undefined, { signal })).data;
}

/** GET /api/cities/{cityId} — the areas of one governorate; anything but status 1 is an empty list. */
export async function getCityAreas(cityId: number, signal?: AbortSignal): Promise<Place[]> {
  const envelope = await apiGet<Place[]>(`/api/cities/${cityId}`, undefined, { signal });
  return envelope.status === 1 ? envelope.data : [];
}

/** SPEC §8: a failed cities or areas fetch is silently ignored. */
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
