import { charityDonationsCsvRoute } from '@athar/contract/routes/charity';
import { useMutation } from '@tanstack/react-query';
import type { CharityExportQuery } from '@athar/contract/charity/records';
import { showSuccess } from '../../../lib/alerts';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { staffDownload } from './staff-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/charity/donations.csv?from&to&type&include_refunded — needs the staff token, so it is fetched rather than linked,
 * then saved under the name the server gives it.
 */
export async function exportDonations(filter: CharityExportQuery): Promise<void> {
  const { blob, fileName } = await staffDownload(
    charityDonationsCsvRoute,
    { query: { ...filter } },
    { headers: { Accept: 'text/csv' } },
  );
  saveFile(blob, fileName ?? 'athar-donations.csv');
}

/** A refused export shows the server's message in the global banner. */
export function useExportDonations() {
  return useMutation({
    mutationFn: exportDonations,
    onSuccess: () => showSuccess(charityConsoleMessages.charity.records.exported),
  });
}
