import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { charityFiguresCsvRoute, charityFiguresRoute } from '@athar/contract/routes/figures';
import { showSuccess } from '../../../lib/alerts';
import { figuresConsoleMessages } from '../../../lib/messages/figures';
import { saveFile } from '../../../lib/save-file';
import type { FiguresRange } from '../../../components/figures/figures-range';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { staffCall, staffDownload } from './staff-client';

/** GET /api/charity/figures — the charity's own figures of the range (finance, admins). */
export function useCharityFigures(range: FiguresRange) {
  return useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'figures', range],
    queryFn: async ({ signal }) => {
      const answer = await staffCall(charityFiguresRoute, { query: { ...range } }, { signal });
      return answer.data[0]!;
    },
    placeholderData: keepPreviousData,
    meta: { globalError: false },
  });
}

/** GET /api/charity/figures.csv — saved under the server's name. */
export function useCharityFiguresCsv() {
  return useMutation({
    mutationFn: async (range: FiguresRange) => {
      const { blob, fileName } = await staffDownload(
        charityFiguresCsvRoute,
        { query: { ...range } },
        { headers: { Accept: 'text/csv' } },
      );
      saveFile(blob, fileName ?? `athar-figures-${range.from}-${range.to}.csv`);
    },
    onSuccess: () => showSuccess(figuresConsoleMessages.downloaded),
  });
}
