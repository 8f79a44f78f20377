/** The admin search's contact messages: by sender name or email, or by their text. */
import { desc, ilike, or } from 'drizzle-orm';
import type { MessageHit } from '@shop/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { contactMessages } from './schema.ts';
import { containsPattern } from '../../db/escape-like.ts';

const EXCERPT_LENGTH = 90;

export async function searchMessages(
  db: Db,
  { query, limit }: { query: string; limit: number },
): Promise<MessageHit[]> {
  const text = query.trim();
  if (!text) return [];
  const pattern = containsPattern(text);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return rows.map(({ message, createdAt, ...row }) => ({
    ...row,
    excerpt: excerptAround(message, text),
    createdAt: createdAt.toISOString(),
  }));
}

/** A short piece of the message, around the first match when the match is in the text. */
function excerptAround(message: string, text: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const at = flat.toLowerCase().indexOf(text.toLowerCase());
  const start = at > EXCERPT_LENGTH / 2 ? at - 30 : 0;
  const piece = flat.slice(start, start + EXCERPT_LENGTH).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + EXCERPT_LENGTH < flat.length ? '…' : ''}`;
}
