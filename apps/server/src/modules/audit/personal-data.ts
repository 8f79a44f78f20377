/**
 * The admin activity log names customers inside its snapshots (an order's name and address, a
 * reply to a contact message). The log stays append-only: no entry is ever deleted. Deleting a
 * customer's account rewrites, in the snapshots and paths of every entry, each of their addresses
 * to the deleted address and each of their names and streets to "Deleted customer"; the
 * transaction says so to the table's trigger (shop.erasing_person), which refuses any other change.
 * Actor address and network address are the admins' own (an admin account is never deleted).
 */
import { sql } from 'drizzle-orm';
import { replaceWords } from '../../db/replace-words.ts';
import type { PersonalDataOwner } from '../../ports/personal-data.ts';

/** Names or streets shorter than this would rewrite unrelated words. */
const MIN_WORD_CHARS = 3;

export const auditPersonalData: PersonalDataOwner = {
  module: 'audit',
  holds: {
    audit_log: {
      actor_email: 'kept: the admin who acted (an admin account is never deleted)',
      ip: 'kept: the admin’s network address',
      path: 'their addresses replaced',
      request: 'their addresses, names and streets replaced',
      before: 'their addresses, names and streets replaced',
      after: 'their addresses, names and streets replaced',
    },
  },
  // The log is the maker's record of admin work, not the customer's data: nothing to export.
  async exportFor() {
    return {};
  },
  async erase(tx, person, anonymous) {
    const pairs: [string, string][] = [
      ...person.emails.map((email): [string, string] => [email, anonymous.email]),
      ...[...person.names, ...person.streets]
        .filter((word) => word.length >= MIN_WORD_CHARS)
        .map((word): [string, string] => [word, anonymous.name]),
    ];
    if (!pairs.length) return;
    const words = pairs.map(([from]) => from.toLowerCase());
    const mentions = sql.join(
      words.map(
        (word) =>
          sql`strpos(lower(coalesce(request::text, '') || coalesce(before::text, '') || coalesce(after::text, '') || path), ${JSON.stringify(word).slice(1, -1)}) > 0`,
      ),
      sql` or `,
    );
    await tx.execute(sql`select set_config('shop.erasing_person', 'on', true)`);
    const json = (column: string) =>
      sql`case when ${sql.raw(column)} is null then null else ${replaceWords(sql`${sql.raw(column)}::text`, pairs, { inJson: true })}::jsonb end`;
    await tx.execute(
      sql`update audit_log set
            path = ${replaceWords(
              sql`path`,
              pairs.filter(([from]) => from.includes('@')),
            )},
            request = ${json('request')}, before = ${json('before')}, after = ${json('after')}
          where ${mentions}`,
    );
    await tx.execute(sql`select set_config('shop.erasing_person', 'off', true)`);
  },
};
