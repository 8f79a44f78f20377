/**
 * The mail history: mails to a person, and the maker's mails about them (a new order's "Ship to",
 * a contact message, a commission request), found by the person's addresses in the recipient,
 * subject or body, and by their street or full name in the body. On deletion each keeps only its kind, status
 * and dates: the recipient is replaced, the subject, bodies, headers and last error are emptied,
 * and a mail not yet sent is cancelled.
 */
import { desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/escape-like.ts';
import type { Person, PersonalDataOwner } from '../../ports/personal-data.ts';
import { mailOutbox } from './schema.ts';

/** A street line shorter than this ("1") would match mails about other people. */
const MIN_STREET_CHARS = 5;

/** A name of two words or more names them; a first name alone ("Ada") would match others' mails. */
const isFullName = (name: string) =>
  /\S+\s+\S+/.test(name.trim()) && name.trim().length >= MIN_STREET_CHARS;

const toThem = ({ emails }: Person) => inArray(sql`lower(${mailOutbox.to})`, [...emails]);

function aboutThem(person: Person): SQL | undefined {
  const words = [
    ...person.emails,
    ...person.streets.filter((street) => street.length >= MIN_STREET_CHARS),
    ...person.names.filter(isFullName),
  ];
  return or(
    toThem(person),
    ...words.flatMap((word) => [
      ilike(mailOutbox.subject, containsPattern(word)),
      ilike(mailOutbox.text, containsPattern(word)),
      ilike(mailOutbox.html, containsPattern(word)),
    ]),
  );
}

export const mailPersonalData: PersonalDataOwner = {
  module: 'mail',
  holds: {
    mail_outbox: {
      to_address: 'replaced by the deleted-…@deleted.invalid address on mails to them',
      subject: 'emptied (the kind and the date stay)',
      text_body: 'emptied',
      html_body: 'emptied',
      headers: 'emptied',
      last_error: 'emptied',
    },
  },
  async exportFor(db, person) {
    const mails = await db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(toThem(person))
      .orderBy(desc(mailOutbox.createdAt));
    return { mails };
  },
  async erase(tx, person, anonymous) {
    await tx
      .update(mailOutbox)
      .set({
        to: sql`case when ${toThem(person)} then ${anonymous.email} else ${mailOutbox.to} end`,
        subject: '',
        text: '',
        html: '',
        headers: null,
        lastError: null,
        status: sql`case when ${mailOutbox.status} = 'pending' then 'cancelled' else ${mailOutbox.status} end`,
      })
      .where(aboutThem(person));
  },
};
