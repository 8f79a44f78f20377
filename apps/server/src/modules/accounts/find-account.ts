/** An account by its email (case-insensitive): id, email and role, or null. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/first-row.ts';
import { user } from './schema.ts';

export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; role: string } | null> {
  return firstRow(
    db
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase())),
  );
}

/** An account by its id: id, email, name and role, or null. */
export async function findAccountById(
  db: Db,
  id: string,
): Promise<{ id: string; email: string; name: string; role: string } | null> {
  return firstRow(
    db
      .select({ id: user.id, email: user.email, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, id)),
  );
}
