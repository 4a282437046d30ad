import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { operatorFiguresCsvRoute, operatorFiguresRoute } from '@athar/contract/routes/figures';
import { showSuccess } from '../../../lib/alerts';
import { firstItem } from '../../../lib/api-client';
import { figuresConsoleMessages } from '../../../lib/messages/figures';
import { saveFile } from '../../../lib/save-file';
import type { FiguresRange } from '../../../components/figures/figures-range';
import { OPERATOR_QUERY_KEY } from '../operator-paths';
import { operatorCall, operatorDownload } from './operator-client';

export interface OperatorFiguresRange extends FiguresRange {
  /** one charity's figures; undefined: every charity's */
  ngo_id?: number;
}

const queryOf = (range: OperatorFiguresRange) => ({
  from: range.from,
  to: range.to,
  granularity: range.granularity,
  ...(range.ngo_id === undefined ? {} : { ngo_id: range.ngo_id }),
});

/** GET /api/operator/figures — every charity's figures of the range, or one's (finance, admin). */
export function useOperatorFigures(operatorId: number, range: OperatorFiguresRange) {
  return useQuery({
    queryKey: [...OPERATOR_QUERY_KEY, operatorId, 'figures', queryOf(range)],
    queryFn: async ({ signal }) =>
      firstItem(await operatorCall(operatorFiguresRoute, { query: queryOf(range) }, { signal })),
    placeholderData: keepPreviousData,
    meta: { globalError: false },
  });
}

/** GET /api/operator/figures.csv — saved under the server's name. */
export function useOperatorFiguresCsv() {
  return useMutation({
    mutationFn: async (range: OperatorFiguresRange) => {
      const { blob, fileName } = await operatorDownload(operatorFiguresCsvRoute, { query: queryOf(range) });
      saveFile(blob, fileName ?? `athar-figures-${range.from}-${range.to}.csv`);
    },
    onSuccess: () => showSuccess(figuresConsoleMessages.downloaded),
  });
}
