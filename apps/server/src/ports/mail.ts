/**
 * Mail as the app context holds it: the mailer (SMTP or the dev outbox) and the queued outbox
 * (ADR 011), both implemented by the mail module.
 */

/** What one pass of the outbox did. */
export type DeliveryResult = { sent: number; retried: number; failed: number };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
};
export type SentMail = Mail & { file?: string; sentAt: Date };

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Mails sent by this process, newest last (tests and the dev outbox read them). */
  readonly sent: SentMail[];
};

export type MailOutbox = {
  /** Deliver soon, without waiting: call after the transaction that queued mail committed. */
  kick: () => void;
  /** Waits for the running pass, then runs one more and resolves with what it did. */
  flush: (now?: () => Date) => Promise<DeliveryResult>;
  /** Stops taking kicks and waits for the pass under way (before the database closes). */
  close: () => Promise<void>;
};
