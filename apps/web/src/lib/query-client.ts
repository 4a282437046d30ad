import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, isConnectionFailure } from './api-error';
import { showError } from './alerts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError | Error;
    /** `globalError: false` keeps a failure out of the global banner (PRODUCT.md §8 silent lists). */
    queryMeta: { globalError?: boolean };
    mutationMeta: { globalError?: boolean };
  }
}

/** Shows a failed call's server message (or the generic one) in the global banner for 5 s. */
export function showApiError(error: unknown): void {
  // A 401 already sent the user to /Login; a banner would be noise.
  if (error instanceof ApiError && error.httpStatus === 401) return;
  if (error instanceof DOMException && error.name === 'AbortError') return;
  // A call that never reached the API is said by the connection notice at the screen's foot (the
  // api client reported it), not by a banner over the page's heading.
  if (isConnectionFailure(error)) return;
  showError(errorMessage(error));
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.globalError !== false) showApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.globalError !== false) showApiError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
