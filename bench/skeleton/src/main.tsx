// P8's reference: the least an app on React, React Router (data mode) and TanStack Query ships,
// built by the web app's own Vite config (bench/scenarios/p8-bundle.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

function Home() {
  const { data } = useQuery({ queryKey: ['now'], queryFn: () => Promise.resolve(Date.now()) });
  return <main>{data}</main>;
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
