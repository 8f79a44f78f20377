/**
 * A person's commission requests (by account or address): their name, address, description,
 * reference photos and the thread with the maker. Deleted with the account, unless a payment was
 * made on it: then the request stays, tied to its order, anonymised as the order is (name and
 * address replaced, their description, photos and thread removed).
 */
import { and, asc, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Person, PersonalDataOwner } from '../../ports/personal-data.ts';
import {
  customOrderMessages,
  customOrderPayments,
  customOrderPhotos,
  customOrderRequests,
} from './schema.ts';

const theirs = ({ userId, emails }: Person) =>
  or(
    eq(customOrderRequests.userId, userId),
    inArray(sql`lower(${customOrderRequests.email})`, [...emails]),
  );

const paid = exists(
  sql`(select 1 from ${customOrderPayments} where ${customOrderPayments.requestId} = ${customOrderRequests.id} and ${customOrderPayments.status} = 'paid')`,
);

async function requestIds(db: Db, person: Person, which: 'paid' | 'unpaid'): Promise<string[]> {
  const rows = await db
    .select({ id: customOrderRequests.id })
    .from(customOrderRequests)
    .where(and(theirs(person), which === 'paid' ? paid : not(paid)));
  return rows.map((row) => row.id);
}

export const customOrdersPersonalData: PersonalDataOwner = {
  module: 'custom-orders',
  holds: {
    custom_order_requests: {
      name: 'deleted, or replaced by "Deleted customer" when a payment was made',
      email: 'deleted, or replaced by the deleted-…@deleted.invalid address when paid',
      description: 'deleted, or emptied when paid',
    },
    custom_order_photos: { url: 'deleted (the reference photos)' },
    custom_order_messages: { body: 'deleted (the whole thread)' },
    custom_order_quotes: {
      note: 'deleted with an unpaid request; kept with a paid one (the maker’s terms)',
    },
  },
  async exportFor(db, person) {
    const requests = await db
      .select({
        id: customOrderRequests.id,
        name: customOrderRequests.name,
        email: customOrderRequests.email,
        description: customOrderRequests.description,
        category: customOrderRequests.category,
        size: customOrderRequests.size,
        colours: customOrderRequests.colours,
        neededBy: customOrderRequests.neededBy,
        state: customOrderRequests.state,
        orderId: customOrderRequests.orderId,
        createdAt: customOrderRequests.createdAt,
      })
      .from(customOrderRequests)
      .where(theirs(person))
      .orderBy(asc(customOrderRequests.createdAt));
    const ids = requests.map((r) => r.id);
    const [photos, messages] = ids.length
      ? await Promise.all([
          db
            .select({ requestId: customOrderPhotos.requestId, url: customOrderPhotos.url })
            .from(customOrderPhotos)
            .where(inArray(customOrderPhotos.requestId, ids))
            .orderBy(asc(customOrderPhotos.position)),
          db
            .select({
              requestId: customOrderMessages.requestId,
              author: customOrderMessages.author,
              body: customOrderMessages.body,
              createdAt: customOrderMessages.createdAt,
            })
            .from(customOrderMessages)
            .where(inArray(customOrderMessages.requestId, ids))
            .orderBy(asc(customOrderMessages.createdAt)),
        ])
      : [[], []];
    return {
      customOrderRequests: requests.map((request) => ({
        ...request,
        photos: photos.filter((p) => p.requestId === request.id).map((p) => p.url),
        thread: messages
          .filter((m) => m.requestId === request.id)
          .map(({ requestId: _, ...message }) => message),
      })),
    };
  },
  async erase(tx, person, anonymous) {
    const [unpaid, kept] = await Promise.all([
      requestIds(tx, person, 'unpaid'),
      requestIds(tx, person, 'paid'),
    ]);
    // Photos, messages, quotes and payments go with their request (foreign keys cascade).
    if (unpaid.length)
      await tx.delete(customOrderRequests).where(inArray(customOrderRequests.id, unpaid));
    if (kept.length) {
      await tx.delete(customOrderPhotos).where(inArray(customOrderPhotos.requestId, kept));
      await tx.delete(customOrderMessages).where(inArray(customOrderMessages.requestId, kept));
      await tx
        .update(customOrderRequests)
        .set({ name: anonymous.name, email: anonymous.email, description: '' })
        .where(inArray(customOrderRequests.id, kept));
    }
  },
};
