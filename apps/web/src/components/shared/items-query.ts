/**
 * The query of a list the server sends as `{ items }` (blog posts, the inbox, campaigns, drops):
 * a GET of `path`, cached under `queryKey`, that hands its readers the items.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const itemsQueryOptions = <List extends { items: unknown[] }>(
  queryKey: QueryKey,
  path: string,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<List>(path, { signal }),
    select: (data): List['items'] => data.items,
  });
