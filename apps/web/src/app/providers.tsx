import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * App-wide providers that sit outside the router. The query cache comes from outside: the browser seeds
 * it with a server-rendered page's queries before React hydrates (main.tsx), the server renders into
 * a cache of its own per page (entry-server.tsx).
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
