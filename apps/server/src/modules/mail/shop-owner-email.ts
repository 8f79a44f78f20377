/**
 * Where the maker's own mails go: SHOP_OWNER_EMAIL, else ADMIN_EMAIL, else the first admin
 * account (the demo admin in the embedded shop). Null when the shop has no admin yet.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export async function shopOwnerEmail(
  db: Database | Tx,
  config: Pick<AppContext['config'], 'shopOwnerEmail' | 'adminEmail'>,
): Promise<string | null> {
  const configured = config.shopOwnerEmail ?? config.adminEmail;
  if (configured) return configured;
  const [admin] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.createdAt))
    .limit(1);
  return admin?.email ?? null;
}
