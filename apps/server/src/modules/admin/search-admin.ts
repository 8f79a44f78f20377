/** The admin top bar's search: products by name, orders by id or email, messages by sender or text. */
import { ADMIN_SEARCH_LIMIT, type AdminSearchResult } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { searchProductsByName } from '../catalog/index.ts';
import { searchMessages } from '../engagement/index.ts';
import { searchOrders } from '../orders/index.ts';

export async function searchAdmin(db: Db, query: string): Promise<AdminSearchResult> {
  const [products, orders, messages] = await Promise.all([
    searchProductsByName(db, { query, limit: ADMIN_SEARCH_LIMIT }),
    searchOrders(db, { query, limit: ADMIN_SEARCH_LIMIT }),
    searchMessages(db, { query, limit: ADMIN_SEARCH_LIMIT }),
  ]);
  return { products, orders, messages };
}
