import { charityDonationsCsvRoute } from '@athar/contract/routes/charity';
import { useMutation } from '@tanstack/react-query';
import type { CharityExportQuery } from '@athar/contract/charity/records';
import { showSuccess } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-error';
import { charityConsoleMessages } from '../../../lib/messages/charity';
import { staffDownload } from './staff-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/charity/donations.csv?from&to&type&include_refunded — needs the staff token, so it is fetched rather than linked,
 * then saved under the name the server gives it. 'step_up' when the server first wants a fresh code
 * (a staff member with a second factor): nothing was saved.
 */
export async function exportDonations(filter: CharityExportQuery): Promise<'saved' | 'step_up'> {
  try {
    const { blob, fileName } = await staffDownload(
      charityDonationsCsvRoute,
      { query: { ...filter } },
      { headers: { Accept: 'text/csv' } },
    );
    saveFile(blob, fileName ?? 'athar-donations.csv');
    return 'saved';
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 403 && error.fieldErrors.step_up) return 'step_up';
    throw error;
  }
}

/** A refused export shows the server's message in the global banner; a wanted code calls `onStepUp`. */
export function useExportDonations(onStepUp: () => void) {
  return useMutation({
    mutationFn: exportDonations,
    onSuccess: (result) => {
      if (result === 'saved') showSuccess(charityConsoleMessages.charity.records.exported);
      else onStepUp();
    },
  });
}
