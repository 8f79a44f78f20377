/**
 * Accounts made by the shop itself, not by their owners, for customers who come with a catalog
 * brought in (the demo shop's reviewers, who stand behind its ratings and reviews). They have no
 * password or other sign-in method, and their addresses should be ones no mail reaches.
 */
import type { Db } from '../../db/client.ts';
import { user } from './schema.ts';

export type AccountWithoutSignIn = { id: string; name: string; email: string };

/** Creates the accounts; returns them in the order given. */
export async function createAccountsWithoutSignIn(
  db: Db,
  people: readonly { name: string; email: string }[],
): Promise<AccountWithoutSignIn[]> {
  if (people.length === 0) return [];
  const rows = people.map((person) => ({
    id: crypto.randomUUID(),
    name: person.name,
    email: person.email.trim().toLowerCase(),
  }));
  await db.insert(user).values(rows);
  return rows;
}
