/** A contact_messages row as the admin API returns it. */
import type { ContactMessage } from '@shop/shared/schemas/engagement';
import type { contactMessages } from './schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactMessageDto(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    instagramUsername: row.instagramUsername,
    message: row.message,
    status: row.status,
    response: row.response,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
