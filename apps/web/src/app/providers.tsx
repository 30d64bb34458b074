import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useToasterRequested } from '../lib/toaster-signal.ts';

function makeQueryClient() {
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

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
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
