/**
 * A customer's own data, all of it, as one JSON document; and deleting their account. Both ask
 * every module that keeps personal data (the owners listed in module-links.ts, through the port
 * in ports/personal-data.ts) and read no table themselves: the export is each owner's part, the
 * deletion is each owner's erase, all in one transaction.
 *
 * Who the person is comes first: the account's address and name, then every other address, name
 * and street the owners know them by (an order's address, a commission's email), so that each
 * owner erases the person under every name the shop has for them.
 */
import { PRIVACY } from '@shop/shared/privacy';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Person, PersonalDataOwner } from '../../ports/personal-data.ts';
import { findAccountById } from '../accounts/index.ts';

const unique = (values: readonly string[]) => [...new Set(values.filter((v) => v.trim()))];

async function personOf(db: Db, owners: readonly PersonalDataOwner[], userId: string) {
  const account = await findAccountById(db, userId);
  if (!account || account.email.endsWith('@deleted.invalid')) throw notFound('Account not found');
  const email = account.email.toLowerCase();
  const known: { emails?: string[]; names?: string[]; streets?: string[] }[] = await Promise.all(
    owners.map((owner) => owner.identify?.(db, { userId, email }) ?? {}),
  );
  const person: Person = {
    userId,
    email,
    emails: unique([email, ...known.flatMap((k) => k.emails ?? [])].map((e) => e.toLowerCase())),
    names: unique([account.name, ...known.flatMap((k) => k.names ?? [])]),
    streets: unique(known.flatMap((k) => k.streets ?? [])),
  };
  return { account, person };
}

export async function exportCustomerData(
  db: Db,
  owners: readonly PersonalDataOwner[],
  userId: string,
) {
  const { person } = await personOf(db, owners, userId);
  const parts = await Promise.all(owners.map((owner) => owner.exportFor(db, person)));
  return { exportedAt: new Date().toISOString(), ...Object.assign({}, ...parts) } as {
    exportedAt: string;
    profile: { id: string; email: string; name: string };
  } & Record<string, unknown>;
}

export type CustomerData = Awaited<ReturnType<typeof exportCustomerData>>;

export async function deleteCustomerAccount(
  db: Db,
  owners: readonly PersonalDataOwner[],
  userId: string,
): Promise<void> {
  const { account, person } = await personOf(db, owners, userId);
  if (account.role === 'admin') throw new AppError(403, 'forbidden', PRIVACY.adminNotDeletable);
  const anonymous = { name: PRIVACY.deletedName, email: PRIVACY.deletedEmail(userId) };
  await db.transaction(async (tx) => {
    // One after the other: a transaction runs one statement at a time.
    for (const owner of owners) await owner.erase(tx, person, anonymous);
  });
}
