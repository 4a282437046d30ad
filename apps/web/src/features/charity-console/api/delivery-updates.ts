import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { API_SIGNATURE_HEADER } from '@athar/contract/config-defaults';
import { PAGE_SIZE } from '@athar/contract/constants';
import type {
  CharityUpdate,
  PostUpdateResponse,
  UpdateTarget,
} from '@athar/contract/charity/delivery-updates';
import { charityUpdatesRoute, postUpdateRoute, updateTargetsRoute } from '@athar/contract/routes/charity';
import { networkError, readEnvelope, toApiError } from '../../../lib/api-error';
import { getStaffSession } from '../../../lib/staff-session';
import { CONSOLE_QUERY_KEY } from '../console-paths';
import { nextRecordsOffset } from './records-paging';
import { endStaffSession, staffCall } from './staff-client';

const UPDATES_KEY = [...CONSOLE_QUERY_KEY, 'updates'] as const;

export interface CharityUpdatesPage {
  total_count: number;
  items: CharityUpdate[];
}

/** GET /api/charity/updates — the charity's own updates, newest first. */
export function useCharityUpdates() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...UPDATES_KEY, 'list'],
      queryFn: async ({ pageParam, signal }): Promise<CharityUpdatesPage> => {
        const query = { offset: pageParam, rowscount: PAGE_SIZE };
        const envelope = await staffCall(charityUpdatesRoute, { query }, { signal });
        return envelope.data[0] ?? { total_count: 0, items: [] };
      },
      initialPageParam: 0,
      getNextPageParam: nextRecordsOffset,
      meta: { globalError: false },
    }),
  );
}

/** GET /api/charity/updates/targets — the charity's projects and their latest campaigns. */
export function useUpdateTargets() {
  return useQuery(
    queryOptions({
      queryKey: [...UPDATES_KEY, 'targets'],
      queryFn: async ({ signal }): Promise<UpdateTarget[]> =>
        (await staffCall(updateTargetsRoute, {}, { signal })).data,
      meta: { globalError: false },
    }),
  );
}

/**
 * POST /api/charity/updates with the form's pictures, reporting how much of the upload went (0–100):
 * fetch cannot tell, so this one call goes through XMLHttpRequest.
 */
export function postDeliveryUpdate(form: FormData, onProgress: (percent: number) => void) {
  return new Promise<PostUpdateResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(postUpdateRoute.method, postUpdateRoute.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const signature =
      document.querySelector<HTMLMetaElement>('meta[name="athar-api-signature"]')?.content ?? '';
    xhr.setRequestHeader(API_SIGNATURE_HEADER, signature);
    const token = getStaffSession()?.access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 401) endStaffSession();
      const envelope = readEnvelope(body);
      if (xhr.status < 200 || xhr.status >= 300 || !envelope || envelope.status !== 1)
        return reject(toApiError(xhr.status >= 300 ? xhr.status : 400, body));
      resolve(body as PostUpdateResponse);
    };
    xhr.send(form);
  });
}

export function usePostDeliveryUpdate(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => postDeliveryUpdate(form, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: [...UPDATES_KEY, 'list'] }),
    meta: { globalError: false },
  });
}
