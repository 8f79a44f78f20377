/**
 * Campaign mails through a real SMTP exchange: nodemailer's own `smtp-server`, started here, is
 * the maker's mail server. Mails arrive with their unsubscribe headers; with the server stopped
 * mid-send the outbox retries and every subscriber still gets exactly one mail.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { productCardToken } from '@shop/shared/schemas/newsletter';
import { newsletterSubscribers } from '../../db/schema.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { createProduct } from '../../../test/factories.ts';
import { freePort } from '../../../test/throwaway-postgres.ts';
import { dispatchCampaigns } from './campaigns.ts';

type Received = { to: string[]; raw: string };
const received: Received[] = [];

function startSmtp(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const stopSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

const port = await freePort();
let smtp = await startSmtp(port);
afterAll(() => stopSmtp(smtp));

const t = await buildTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  NEWSLETTER_MAILS_PER_MINUTE: '3',
});
const maker = await t.signUp({ role: 'admin', email: 'maker@example.com' });
const product = await createProduct(t.db, { name: 'Moss stitch beanie', priceCents: 3400 });

const READERS = Array.from({ length: 7 }, (_, i) => `smtp-reader-${i + 1}@example.com`);
const base = Date.now() + 30 * 24 * 60 * 60 * 1000;
const at = (minutes: number) => new Date(base + minutes * 60_000);
const deliverUntil = (minutes: number) => t.app.ctx.outbox.flush(() => at(minutes));

/** Unfolds folded header lines (RFC 5322) and returns the named header's value. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe('campaign delivery over SMTP', () => {
  it('arrives with its unsubscribe headers, and survives the mail server going away', async () => {
    await t.db.insert(newsletterSubscribers).values(
      READERS.map((email, i) => ({
        email,
        confirmedAt: new Date(),
        createdAt: new Date(Date.now() - (100 - i) * 1000),
      })),
    );
    const created = await maker.inject({
      method: 'POST',
      url: '/api/admin/newsletter/campaigns',
      payload: { subject: 'Winter hats', body: `New hats!\n\n${productCardToken(product.id)}` },
    });
    const { id } = created.json() as { id: string };
    const sent = await maker.inject({
      method: 'POST',
      url: `/api/admin/newsletter/campaigns/${id}/send`,
      payload: { scheduledAt: at(0).toISOString() },
    });
    expect(sent.statusCode).toBe(200);

    // First batch: three mails over SMTP.
    await dispatchCampaigns(t.app.ctx, { now: at(0) });
    await deliverUntil(0.5);
    expect(received).toHaveLength(3);
    const first = received[0]!;
    expect(header(first.raw, 'Subject')).toBe('Winter hats');
    const listUnsubscribe = header(first.raw, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?email=/,
    );
    expect(listUnsubscribe).toContain(encodeURIComponent(first.to[0]!));
    expect(header(first.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(first.raw).toContain('Moss stitch beanie');

    // The mail server goes away mid-send: the next batch is refused and stays queued.
    await stopSmtp(smtp);
    await dispatchCampaigns(t.app.ctx, { now: at(1.1) });
    const refused = await deliverUntil(1.2);
    expect(refused).toMatchObject({ sent: 0, retried: 3 });
    expect(received).toHaveLength(3);
    expect(await canConnect(port)).toBe(false);

    // Back again: the retries and the last batch go out, each address once.
    smtp = await startSmtp(port);
    await dispatchCampaigns(t.app.ctx, { now: at(2.2) });
    await deliverUntil(2.3);
    await deliverUntil(10);
    const perAddress = new Map<string, number>();
    for (const mail of received) {
      for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    }
    expect([...perAddress.keys()].sort()).toEqual([...READERS].sort());
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);

    const history = await maker.inject({
      method: 'GET',
      url: `/api/admin/newsletter/campaigns/${id}`,
    });
    expect(history.json()).toMatchObject({
      status: 'sent',
      stats: { recipients: 7, delivered: 7, failed: 0 },
    });
  });
});

function canConnect(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(p, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
