/**
 * Mails that go through the outbox table (ADR 011): deliver what is queued, then read them.
 *   const mails = await deliveredTo(t, 'alice@example.com');
 *   const mailer = switchableMailer();  mailer.isDown = true;  // every send throws
 */
import type { Mailer, SentMail } from '../src/modules/mail/mailer.ts';
import type { TestApp } from './helpers.ts';

/** Runs an outbox pass, then returns every mail delivered to `to` so far. */
export async function deliveredTo(t: TestApp, to: string): Promise<SentMail[]> {
  await t.app.ctx.outbox.flush();
  return t.app.ctx.mailer.sent.filter((mail) => mail.to === to);
}

/** A transport that records what it accepts and refuses everything while `isDown`. */
export function switchableMailer(): Mailer & { isDown: boolean; attempts: number } {
  const sent: SentMail[] = [];
  return {
    sent,
    isDown: false,
    attempts: 0,
    async send(mail) {
      this.attempts++;
      if (this.isDown) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push({ ...mail, sentAt: new Date() });
    },
  };
}
