/**
 * Puts a mail into the outbox table (ADR 011). Call it inside the transaction of the change the
 * mail reports: the mail exists exactly when the change committed. Delivery happens afterwards
 * (`ctx.outbox.kick()` after commit, and the outbox worker's sweep for retries).
 */
import type { Db } from '../../db/client.ts';
import { mailOutbox } from './schema.ts';
import type { Mail } from './mailer.ts';

/** What a queued mail is about: for logs, tests and the maker's eyes in the table. */
export type MailKind =
  | 'order_paid'
  | 'order_processing'
  | 'order_completed'
  | 'order_cancelled'
  | 'owner_new_order'
  | 'late_payment_refund'
  | 'maker_late_payment'
  | 'owner_contact_message'
  | 'stock_alert_confirm'
  | 'back_in_stock'
  | 'owner_new_review'
  | 'review_request'
  | 'cart_reminder'
  | 'newsletter_confirm'
  | 'newsletter_campaign'
  | 'newsletter_test'
  | 'maker_backup_failed'
  | 'drop_notify_confirm'
  | 'drop_launch'
  | 'custom_order_received'
  | 'owner_custom_order'
  | 'custom_order_update'
  | 'gift_card'
  | 'order_refunded';

export async function enqueueMail(
  db: Db,
  kind: MailKind,
  mail: Mail,
  { notBefore }: { notBefore?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
