/** Makes an existing account an admin (user.role = 'admin'); null when no account has the email. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from './schema.ts';

export async function promoteUser(
  db: Db,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .update(user)
    .set({ role: 'admin' })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id, email: user.email });
  return row ?? null;
}
