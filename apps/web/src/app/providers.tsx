import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useToasterRequested } from '../lib/toaster-signal.ts';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Slow mobile networks drop requests; retry those, never a 4xx answer.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The toaster loads only once a chunk that can toast has loaded (see `lib/toaster-signal.ts`). */
const AppToaster = lazy(() => import('./toaster.tsx'));

/** `client`: a cache already filled (the server render, or the browser hydrating its answers). */
export function Providers({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? makeQueryClient());
  const toasterRequested = useToasterRequested();
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasterRequested && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
