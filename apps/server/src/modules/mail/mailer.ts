/**
 * Outgoing mail. SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox writes
 * every mail as an .eml file under DATA_DIR/outbox and logs its subject and first link or code,
 * so a person running the embedded shop can follow a magic link.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Mailer, SentMail } from '../../ports/mail.ts';

export type * from '../../ports/mail.ts';

type MailerOptions = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
};

/** nodemailer is loaded with the first mail, not at start. */
const loadNodemailer = async () => (await import('nodemailer')).default;

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const sent: SentMail[] = [];
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    const smtp = () => (transport ??= loadNodemailer().then((n) => n.createTransport(smtpUrl)));
    return {
      sent,
      async send(mail) {
        await (await smtp()).sendMail({ from, ...mail });
        sent.push({ ...mail, sentAt: new Date() });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  let transport: Promise<Transporter> | undefined;
  const stream = () =>
    (transport ??= loadNodemailer().then((n) =>
      n.createTransport({ streamTransport: true, buffer: true }),
    ));
  return {
    sent,
    async send(mail) {
      const info = await (await stream()).sendMail({ from, ...mail });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      sent.push({ ...mail, file, sentAt: new Date() });
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      const code = mail.text.match(/\b\d{6}\b/)?.[0];
      log.info({ to: mail.to, subject: mail.subject, link, code, file }, 'mail written to outbox');
    },
  };
}
