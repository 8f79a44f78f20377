import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One per browser page, one per server render. */
export function createQueryClient({ isServer = false }: { isServer?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A server render answers now or shows the error; in the browser, client errors (4xx)
        // will not get better by retrying.
        retry: isServer
          ? false
          : (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}
