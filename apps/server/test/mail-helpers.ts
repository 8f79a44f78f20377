/** Reading the mails a test app sent (the dev outbox keeps them in `mailer.sent`). */
import type { SentMail } from '../src/modules/mail/mailer.ts';
import type { App } from '../src/app.ts';
import type { OutgoingHttpHeaders } from 'node:http';

export function lastMailTo(app: App, to: string): SentMail {
  const mail = app.ctx.mailer.sent.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function linkIn(mail: SentMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

export function codeIn(mail: SentMail): string {
  const match = mail.text.match(/\b\d{6}\b/);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[0];
}

/**
 * A mail provider's one-click unsubscribe (RFC 8058): a form post of `List-Unsubscribe=One-Click`
 * to the link's address. `headers` adds to the form's content type (an origin, a cookie).
 */
export function postOneClick(app: App, url: string, headers: OutgoingHttpHeaders = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });
}
