import { shortIdRoute } from '@athar/contract/routes/campaigns';
import { call } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { messages } from '../../../lib/messages';

/** GET /athar/api/GetCampiagnID/{shortname} (PRODUCT.md §7; the misspelling is the real path). */
export async function getCampaignIdByShortName(shortName: string, signal?: AbortSignal): Promise<number> {
  const envelope = await call(shortIdRoute, { params: { shortname: shortName } }, { signal });
  const id = Number(envelope.data);
  if (!Number.isInteger(id) || id <= 0) {
    throw new ApiError(200, envelope.status, envelope.message || messages.genericError);
  }
  return id;
}
