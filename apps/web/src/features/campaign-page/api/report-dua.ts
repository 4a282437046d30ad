import { useMutation } from '@tanstack/react-query';
import { reportDuaRoute } from '@athar/contract/routes/remembrance-duas';
import { call } from '../../../lib/api-client';

/** POST /api/duas/:duaid/report — reporting twice counts once; the dua stays on the page until enough do. */
export function useReportDua() {
  return useMutation({
    meta: { globalError: false },
    mutationFn: async (duaId: number) => (await call(reportDuaRoute, { params: { duaid: duaId } })).message,
  });
}
