/**
 * Personal data has owners: every module that keeps something about a person (an address, a
 * name, a street, a phone number, words they wrote) says so here, and answers for it. The privacy
 * module asks each owner, through this port only, for the person's data (the export) and to erase
 * or anonymise it (account deletion); it never reads another module's tables itself.
 *
 * `holds` names every column of the module's tables that can hold a person's data, with what
 * happens to it when that person's account is deleted. The schema walk in
 * test/personal-data-columns.test.ts fails for any such column that no owner holds.
 */
import type { Db } from '../db/client.ts';

/** The person being exported or erased: their account and every address the shop knows them by. */
export type Person = {
  userId: string;
  /** The account's address, lower-cased. */
  email: string;
  /** The names they gave (the account's, their orders'), each once. */
  names: readonly string[];
  /** Every address they used anywhere (the account's first), lower-cased, each once. */
  emails: readonly string[];
  /** Street lines of the addresses they gave (for finding them in mail bodies). */
  streets: readonly string[];
};

/** What a deleted person's kept rows are rewritten to. */
export type Anonymous = { name: string; email: string };

/** table → column → what happens to that column's data when its person is erased. */
export type PersonalColumns = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type PersonalDataOwner = {
  /** The module's name, for messages and the docs. */
  module: string;
  holds: PersonalColumns;
  /** Other addresses and streets this person gave in this module (read before anything is erased). */
  identify?: (
    db: Db,
    person: Pick<Person, 'userId' | 'email'>,
  ) => Promise<{
    emails?: string[];
    names?: string[];
    streets?: string[];
  }>;
  /** The person's data held here, as plain JSON (key: what it is, for the export's sections). */
  exportFor: (db: Db, person: Person) => Promise<Record<string, unknown>>;
  /** Erase or anonymise it, inside the deletion's one transaction. */
  erase: (tx: Db, person: Person, anonymous: Anonymous) => Promise<void>;
};
