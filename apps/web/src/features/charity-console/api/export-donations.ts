import { charityDonationsCsvRoute } from '@athar/contract/routes/charity';
import { useMutation } from '@tanstack/react-query';
import type { CharityExportQuery } from '@athar/contract/charity/records';
import { showSuccess } from '../../../lib/alerts';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { staffDownload } from './staff-client';

const REVOKE_AFTER_MS = 30_000;

/** Hands a downloaded file to the browser as a download, then lets its object URL go. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download reads the blob after the click returns; revoking at once can cancel it
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

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
