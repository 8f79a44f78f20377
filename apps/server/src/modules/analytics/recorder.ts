/**
 * Counting without slowing anything down: a counted request only appends a small record to an
 * in-memory buffer (no hashing, no parsing, no database); the buffer is written in one insert
 * every few seconds and when the app closes. At that write each record's address and browser are
 * hashed with its day's salt and dropped: they never reach the database, a log or a file.
 * Each replica writes its own buffer; the salt in the database makes their hashes agree.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { isProductId } from '../catalog/index.ts';
import { isCountable, isPagePath } from './countable.ts';
import { DailySalts, visitorHash } from './daily-salt.ts';
import { addDays, isoDay } from './days.ts';
import { analyticsEvents, type AnalyticsEventKind } from './schema.ts';
import { visitSource, type VisitSource } from './visit-source.ts';

const NO_SOURCE: VisitSource = { source: null, medium: null, campaign: null };

/** What a request tells: the visitor's address (already resolved through the proxy rule) and headers. */
export type CountedRequest = { url: string; address: string; headers: IncomingHttpHeaders };

export type ShopEvent =
  | { kind: 'pageview'; path: string }
  | { kind: 'add_to_cart'; productId: string }
  | { kind: 'checkout'; orderId: string };

type Pending = {
  at: Date;
  address: string;
  userAgent: string;
  kind: AnalyticsEventKind;
  /** The page's address as asked for (utm parameters included), for page views. */
  url: string | null;
  /** The Referer, for the first request of a visit from outside (a page request). */
  referer: string | undefined;
  host: string | undefined;
  productId: string | null;
  orderId: string | null;
};

/** Beyond this many unwritten events (the database away for long), new ones are dropped. */
const MAX_PENDING = 50_000;
const INSERT_CHUNK = 500;
const MAX_PATH = 300;

type RecorderOptions = { db: Db; isEnabled: boolean; publicUrl: string; log?: FastifyBaseLogger };

export class AnalyticsRecorder {
  readonly isEnabled: boolean;
  private pending: Pending[] = [];
  private writing: Promise<void> = Promise.resolve();
  private readonly salts: DailySalts;
  private readonly ownHost: string;
  private hasWarnedFull = false;
  log: FastifyBaseLogger | undefined;

  constructor({ db, isEnabled, publicUrl, log }: RecorderOptions) {
    this.db = db;
    this.isEnabled = isEnabled;
    this.salts = new DailySalts(db);
    this.ownHost = new URL(publicUrl).hostname;
    this.log = log;
  }

  private readonly db: Db;

  /** A page answer (cached or rendered, 200 or 304): counted when a person's browser asked. */
  notePage(request: CountedRequest) {
    if (!this.isEnabled || !isPagePath(request.url) || !isCountable(request.headers)) return;
    this.push(request, 'pageview', request.url, null, null, true);
  }

  /** A page answered from the public cache in the raw handler: the address is read only if counted. */
  noteRawPage(req: IncomingMessage, addressOf: (req: IncomingMessage) => string) {
    const url = req.url ?? '/';
    if (!this.isEnabled || !isPagePath(url) || !isCountable(req.headers)) return;
    this.push(
      { url, address: addressOf(req), headers: req.headers },
      'pageview',
      url,
      null,
      null,
      true,
    );
  }

  /** One of the shop's own events (a page shown in the browser, an add to cart, a checkout). */
  track(request: CountedRequest, event: ShopEvent) {
    if (!this.isEnabled || !isCountable(request.headers)) return;
    if (event.kind === 'pageview') {
      if (isPagePath(event.path)) this.push(request, 'pageview', event.path, null, null, false);
    } else if (event.kind === 'add_to_cart') {
      if (isProductId(event.productId))
        this.push(request, 'add_to_cart', null, event.productId, null, false);
    } else {
      this.push(request, 'checkout', null, null, event.orderId, false);
    }
  }

  private push(
    request: CountedRequest,
    kind: AnalyticsEventKind,
    url: string | null,
    productId: string | null,
    orderId: string | null,
    hasReferer: boolean,
  ) {
    if (this.pending.length >= MAX_PENDING) {
      if (!this.hasWarnedFull) this.log?.warn('analytics buffer full: events dropped');
      this.hasWarnedFull = true;
      return;
    }
    const referer = hasReferer ? request.headers.referer : undefined;
    this.pending.push({
      at: now(),
      address: request.address,
      userAgent: request.headers['user-agent'] ?? '',
      kind,
      url,
      referer,
      host: request.headers.host,
      productId,
      orderId,
    });
  }

  /** Writes what is buffered (one write at a time; a call waits for the one in progress). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write() {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    try {
      const rows = [];
      for (const event of batch) rows.push(await this.toRow(event));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await this.db.insert(analyticsEvents).values(rows.slice(i, i + INSERT_CHUNK));
      }
      this.hasWarnedFull = false;
      this.salts.forgetBefore(addDays(isoDay(now()), -1));
    } catch (error) {
      // Kept for the next round (the database may be restarting), up to the buffer's limit.
      this.pending = batch.concat(this.pending).slice(0, MAX_PENDING);
      this.log?.error({ err: error }, 'analytics write failed');
    }
  }

  private async toRow(event: Pending) {
    const day = isoDay(event.at);
    const salt = await this.salts.get(day);
    const path = event.url === null ? null : event.url.split('?')[0]!.slice(0, MAX_PATH);
    const productMatch = path === null ? null : /^\/products\/([^/]+)$/.exec(path);
    const productId =
      event.productId ??
      (productMatch?.[1] && isProductId(productMatch[1]) ? productMatch[1] : null);
    const hostName = event.host?.split(':')[0];
    const source =
      event.url === null
        ? NO_SOURCE
        : visitSource(
            event.url,
            event.referer,
            hostName ? [this.ownHost, hostName] : [this.ownHost],
          );
    return {
      occurredAt: event.at,
      day,
      visitor: visitorHash(salt, event.address, event.userAgent),
      kind: event.kind,
      path,
      productId,
      orderId: event.orderId,
      ...source,
    };
  }
}
