import { userStatementPdfRoute, userStatementRoute } from '@athar/contract/routes/users';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/alerts';
import { call, downloadFile, firstItem } from '../../../lib/api-client';
import { statementMessages } from '../../../lib/messages/statement';
import { saveFile } from '../../../lib/save-file';

/** GET /api/users/statement?year — the caller's confirmed donations of the year, per charity. */
export function useYearlyStatement(year: number) {
  return useQuery({
    queryKey: ['account', 'statement', year],
    queryFn: async ({ signal }) => firstItem(await call(userStatementRoute, { query: { year } }, { signal })),
    // the year picker keeps the last statement on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/users/statement.pdf?year — needs the visitor's token, so it is fetched rather than
 * linked, then saved under the name the server gives it.
 */
async function downloadStatementPdf(year: number): Promise<void> {
  const { blob, fileName } = await downloadFile(
    userStatementPdfRoute,
    { query: { year } },
    { headers: { Accept: 'application/pdf' } },
  );
  saveFile(blob, fileName ?? `athar-statement-${year}.pdf`);
}

/** A refused download shows the server's message in the global banner. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatementPdf,
    onSuccess: () => showSuccess(statementMessages.statement.downloaded),
  });
}
