/** Reads the dev outbox of the e2e server: the newest mail to an address, and its first link. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';

/** The newest mail to `to` that contains `text` (a change may send several mails at once), or ''. */
export async function newestMailToWith(to: string, text: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    const raw = await fs.readFile(path.join(dir, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const mail = decodeMail(raw);
    if (mail.includes(text)) return mail;
  }
  return '';
}

export async function latestMailTo(to: string, { timeoutMs = 10_000 } = {}): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await fs.readFile(path.join(dir, file), 'utf8');
      if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return decodeMail(raw);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in the outbox`);
}

/**
 * Undoes quoted-printable soft breaks and escapes in the body so links can be read from the raw
 * .eml. The header block is left as written: it is not quoted-printable, and a link in it (the
 * List-Unsubscribe one, say) may hold `=` followed by two hex digits of a token.
 */
function decodeMail(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  if (end === -1) return raw;
  const body = raw
    .slice(end)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return raw.slice(0, end) + body;
}

export function firstLink(mail: string, pattern = /https?:\/\/[^\s"<>]+/): string {
  const match = mail.match(pattern);
  if (!match) throw new Error('No link in mail');
  return match[0].replace(/&amp;/g, '&');
}
