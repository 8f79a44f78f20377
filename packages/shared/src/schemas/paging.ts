/**
 * The paging every paged list shares: the page a query asks for (1-based, with the list's own
 * largest and default page size) and the answer, one page of items with the total; and the
 * answer of a list that is sent whole.
 */
import { z } from 'zod';

export const pageQuery = ({
  maxPage = 100_000,
  maxPageSize,
  defaultPageSize,
}: {
  maxPage?: number;
  maxPageSize: number;
  defaultPageSize: number;
}) => ({
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});

export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A list sent whole, without paging. */
export const listOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item) });
