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
import { addDays, DAY_MS, isoDay } from './days.ts';
import { insertEvents, storableText, type EventRow } from './insert-events.ts';
import type { AnalyticsEventKind } from './schema.ts';
import { visitSource } from './visit-source.ts';

/** What a request tells: the visitor's address (already resolved through the proxy rule) and headers. */
export type CountedRequest = { url: string; address: string; headers: IncomingHttpHeaders };

export type ShopEvent =
  | { kind: 'pageview'; path: string }
  | { kind: 'add_to_cart'; productId: string }
  | { kind: 'checkout'; orderId: string };

/**
 * The person behind a request, as far as a day's hash needs: one object per address and browser
 * for a whole batch, so a buffered event holds a reference, not its own copy of the strings (the
 * buffer lives for seconds, and what lives that long costs the garbage collector).
 */
type Visitor = { readonly address: string; readonly userAgent: string };

type Pending = {
  /** Milliseconds since the epoch. */
  at: number;
  visitor: Visitor;
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
/** Rows per statement: a flush of a busy minute stays a few statements of bounded size. */
const INSERT_CHUNK = 5_000;
const PRODUCT_PAGE = '/products/';
const MAX_PATH = 300;

type RecorderOptions = { db: Db; isEnabled: boolean; publicUrl: string; log?: FastifyBaseLogger };

export class AnalyticsRecorder {
  readonly isEnabled: boolean;
  private pending: Pending[] = [];
  /** The batch's visitors by address, then browser; and its addresses, hosts and referers. */
  private visitors = new Map<string, Map<string, Visitor>>();
  private texts = new Map<string, string>();
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
    const { referer, host } = request.headers;
    this.pending.push({
      at: now().getTime(),
      visitor: this.visitorOf(request.address, request.headers['user-agent'] ?? ''),
      kind,
      url: url === null ? null : this.text(url),
      referer: hasReferer && referer !== undefined ? this.text(referer) : undefined,
      host: host === undefined ? undefined : this.text(host),
      productId,
      orderId,
    });
  }

  private visitorOf(address: string, userAgent: string): Visitor {
    let byAgent = this.visitors.get(address);
    if (byAgent === undefined) {
      byAgent = new Map();
      this.visitors.set(address, byAgent);
    }
    let visitor = byAgent.get(userAgent);
    if (visitor === undefined) {
      visitor = { address, userAgent };
      byAgent.set(userAgent, visitor);
    }
    return visitor;
  }

  /** The batch's one copy of a string it has seen before. */
  private text(value: string): string {
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    this.texts.set(value, value);
    return value;
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
    this.visitors = new Map();
    this.texts = new Map();
    try {
      const rows = await this.toRows(batch);
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await insertEvents(this.db, rows.slice(i, i + INSERT_CHUNK));
      }
      this.hasWarnedFull = false;
      this.salts.forgetBefore(addDays(isoDay(now()), -1));
    } catch (error) {
      // Kept for the next round (the database may be restarting), up to the buffer's limit.
      this.pending = batch.concat(this.pending).slice(0, MAX_PENDING);
      this.log?.error({ err: error }, 'analytics write failed');
    }
  }

  /**
   * The batch as rows: each day's salt is read once for the batch, and a visitor's hash once per
   * day (a visitor's requests come in runs: one hash serves them all).
   */
  private async toRows(batch: readonly Pending[]): Promise<EventRow[]> {
    const saltOf = new Map<string, string>();
    const hashes = new Map<Visitor, { day: string; hash: string }>();
    const rows: EventRow[] = [];
    let dayStart = Number.NaN;
    let day = '';
    for (const event of batch) {
      if (!(event.at >= dayStart && event.at < dayStart + DAY_MS)) {
        dayStart = event.at - (event.at % DAY_MS);
        day = isoDay(new Date(dayStart));
      }
      let salt = saltOf.get(day);
      if (salt === undefined) {
        salt = await this.salts.get(day);
        saltOf.set(day, salt);
      }
      let known = hashes.get(event.visitor);
      if (known?.day !== day) {
        known = { day, hash: visitorHash(salt, event.visitor.address, event.visitor.userAgent) };
        hashes.set(event.visitor, known);
      }
      rows.push(this.toRow(event, day, known.hash));
    }
    return rows;
  }

  private toRow(event: Pending, day: string, visitor: string): EventRow {
    const row: EventRow = { at: event.at, day, visitor, kind: event.kind };
    if (event.orderId !== null) row.order_id = event.orderId;
    if (event.productId !== null) row.product_id = event.productId;
    if (event.url === null) return row;
    const query = event.url.indexOf('?');
    const path = storableText(
      (query === -1 ? event.url : event.url.slice(0, query)).slice(0, MAX_PATH),
    );
    row.path = path;
    if (row.product_id === undefined && path.startsWith(PRODUCT_PAGE)) {
      const id = path.slice(PRODUCT_PAGE.length);
      if (isProductId(id)) row.product_id = id;
    }
    const hostName = event.host?.split(':')[0];
    const { source, medium, campaign } = visitSource(
      event.url,
      event.referer,
      hostName ? [this.ownHost, hostName] : [this.ownHost],
    );
    if (source !== null) row.source = storableText(source);
    if (medium !== null) row.medium = storableText(medium);
    if (campaign !== null) row.campaign = storableText(campaign);
    return row;
  }
}
