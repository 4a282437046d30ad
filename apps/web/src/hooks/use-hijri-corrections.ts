import { useQuery } from '@tanstack/react-query';
import { correctionsFrom, NO_CORRECTIONS, type HijriCorrections } from '@athar/contract/hijri/calendar';
import { hijriCorrectionsRoute } from '@athar/contract/routes/hijri';
import { call } from '../lib/api-client';

/**
 * Egypt's corrections of Umm al-Qura's months (GET /api/hijri/corrections, PRODUCT.md §11.6), so the
 * date-of-death field shows the day the api will store. Umm al-Qura alone until they arrive.
 */
export function useHijriCorrections(): HijriCorrections {
  const query = useQuery({
    queryKey: ['hijri-corrections'],
    queryFn: async ({ signal }) => correctionsFrom((await call(hijriCorrectionsRoute, {}, { signal })).data),
    staleTime: 10 * 60_000,
  });
  return query.data ?? NO_CORRECTIONS;
}
