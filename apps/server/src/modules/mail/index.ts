/**
 * Mail: the mailer, the PostgreSQL outbox and the shared mail layout.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { enqueueMail } from './enqueue-mail.ts';
export type { MailKind } from './enqueue-mail.ts';
export { renderMail } from './layout.ts';
export type { MailContent } from './layout.ts';
export { createMailOutbox, mailOutboxWorker } from './mail-outbox.ts';
export { createMailer } from './mailer.ts';
export type { Mail, Mailer } from './mailer.ts';
export { cancelPendingMails } from './cancel-pending-mails.ts';
export { mailStatusOf } from './cancel-pending-mails.ts';
export { mailPersonalData } from './personal-data.ts';
