/**
 * Where the maker's own mails go: SHOP_OWNER_EMAIL, else ADMIN_EMAIL, else the first admin
 * account (the demo admin in the embedded shop). Null when the shop has no admin yet.
 */
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { getFirstAdminEmail } from './admin-emails.ts';

export async function makerEmail(
  db: Db,
  config: Pick<AppContext['config'], 'shopOwnerEmail' | 'adminEmail'>,
): Promise<string | null> {
  const configured = config.shopOwnerEmail ?? config.adminEmail;
  if (configured) return configured;
  return getFirstAdminEmail(db);
}
