/**
 * The public answer cache (ADR 015): anonymous GET answers of the catalog, blog, drops and
 * server-rendered pages, stored once as bytes in every encoding (identity, brotli, gzip) with a
 * strong ETag per encoding and the exact headers of the answer that filled it. An entry is valid
 * while the change feed's generation is the one it was filled under, and for at most
 * PUBLIC_MAX_AGE_MS (the stated staleness bound should a notification ever be lost). A drop's
 * release moves the generation by itself (the feed's schedule), so no answer outlives it.
 * Looking an answer up costs a map read and a comparison: no database, no routing.
 */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import { isDarkModeCookie } from '@shop/shared/theme-init';
import type { ChangeFeed } from '../lib/change-feed.ts';

export const PUBLIC_MAX_AGE_MS = 30_000;
/**
 * Browsers keep the answer but ask again each time (a 304 by ETag, from this cache): a shopper
 * who follows a back-in-stock mail seconds after seeing "Out of Stock" must not get the old page
 * from their own cache. CDNs (RFC 9213 `CDN-Cache-Control`) may serve it for 10 s, and stale
 * for 30 s more while they revalidate.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
export const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Answers depend on the encoding asked for, and pages on the visitor's session cookie. */
export const PUBLIC_VARY = 'Accept-Encoding, Cookie';
const MIN_COMPRESS_BYTES = 1024;
/**
 * Every write retires every entry, so filling is on the path of the first reader after it:
 * brotli 5 costs ~0.7 ms for a 24-card listing and is within 1% of quality 9's size (~7 ms).
 */
const BROTLI_QUALITY = 5;
const MAX_ENTRIES = 500;

export type Encoding = 'br' | 'gzip' | null;

/** better-auth's session cookie (with or without the `__Secure-` prefix). */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  const cookie = headers.cookie;
  return cookie !== undefined && cookie.includes('session_token=');
}

/**
 * Cookies that make a page the visitor's own: the session, a guest cart (its lines and the
 * header's count are rendered in) and a form's flash (its errors and typed values).
 */
const VISITOR_COOKIES = /(?:session_token|(?:^|[;\s])(?:shop_cart|form_flash))=/;

/**
 * Whether the answer to this request may differ from another visitor's: pages carry the
 * visitor's cart and flash, API answers only the session's user.
 */
export function hasVisitorCookie(headers: IncomingHttpHeaders, url: string): boolean {
  const cookie = headers.cookie;
  if (cookie === undefined) return false;
  if (url.startsWith('/api/')) return cookie.includes('session_token=');
  return VISITOR_COOKIES.test(cookie);
}

/**
 * The key of an answer: its address, and for a visitor with the dark theme a second key, since
 * pages are rendered with <html class="dark"> for them (the `darkMode` cookie). So a theme is
 * one more cached copy of a page, never a reason to skip the cache. API answers are the same in
 * either theme and keep one copy.
 */
export function cacheKey(url: string, headers: IncomingHttpHeaders): string {
  return !url.startsWith('/api/') && isDarkModeCookie(headers.cookie) ? `${url}\n dark` : url;
}

/** brotli first, then gzip; identity when neither is accepted (q=0 refuses). */
export function pickEncoding(header: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const isRefused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !isRefused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Browsers send a handful of distinct Accept-Encoding values: parse each once. */
const encodingByHeader = new Map<string, Encoding>();
function negotiate(header: string | undefined): Encoding {
  if (header === undefined) return null;
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = pickEncoding(header);
    if (encodingByHeader.size < 100) encodingByHeader.set(header, encoding);
  }
  return encoding;
}

type Representation = { body: Buffer; etag: string; headers: OutgoingHttpHeaders };

export type Served = { status: number; headers: OutgoingHttpHeaders; body: Buffer | null };

/** Headers that belong to one response on one connection, never to a stored answer. */
const UNSTORED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'cache-control',
  'cdn-cache-control',
]);

export class CachedAnswer {
  readonly storedAt = Date.now();
  private readonly representations = new Map<Encoding, Representation>();
  private readonly etags = new Set<string>();

  constructor(
    readonly generation: number,
    readonly status: number,
    headers: OutgoingHttpHeaders,
    identity: Buffer,
  ) {
    const common: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !UNSTORED_HEADERS.has(name.toLowerCase())) common[name] = value;
    }
    common['cache-control'] = PUBLIC_CACHE_CONTROL;
    common['cdn-cache-control'] = CDN_CACHE_CONTROL;
    common.vary = PUBLIC_VARY;
    const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    this.add(null, identity, `"${hash}"`, common);
    if (identity.length >= MIN_COMPRESS_BYTES) {
      const br = zlib.brotliCompressSync(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
      this.add('br', br, `"${hash}-br"`, common);
      this.add('gzip', zlib.gzipSync(identity, { level: 6 }), `"${hash}-gz"`, common);
    }
  }

  private add(encoding: Encoding, body: Buffer, etag: string, common: OutgoingHttpHeaders) {
    const headers: OutgoingHttpHeaders = { ...common, etag, 'content-length': body.length };
    if (encoding) headers['content-encoding'] = encoding;
    this.representations.set(encoding, { body, etag, headers });
    this.etags.add(etag);
  }

  isFresh(now = Date.now()) {
    return now - this.storedAt < PUBLIC_MAX_AGE_MS;
  }

  /** The answer to one request: the accepted encoding, or 304 when its ETag is already held. */
  serve(method: string, headers: IncomingHttpHeaders): Served {
    const representation =
      this.representations.get(negotiate(headers['accept-encoding'])) ??
      this.representations.get(null)!;
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch !== undefined && this.matches(ifNoneMatch)) {
      const {
        'content-length': _length,
        'content-encoding': _encoding,
        ...rest
      } = representation.headers;
      return { status: 304, headers: rest, body: null };
    }
    return {
      status: this.status,
      headers: representation.headers,
      body: method === 'HEAD' ? null : representation.body,
    };
  }

  /** Weak comparison, as RFC 9110 asks of If-None-Match; any encoding's tag names the same bytes. */
  private matches(header: string): boolean {
    if (header.trim() === '*') return true;
    return header.split(',').some((tag) => this.etags.has(tag.trim().replace(/^W\//, '')));
  }
}

export class PublicCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(readonly feed: ChangeFeed) {}

  /** Whether a request may be answered from (or fill) the cache at all. */
  isUsable(method: string, headers: IncomingHttpHeaders, url: string): boolean {
    return (
      (method === 'GET' || method === 'HEAD') && this.feed.isLive && !hasVisitorCookie(headers, url)
    );
  }

  /** Lookups this process answered from the cache, and those it could have but did not. */
  readonly stats = { hits: 0, misses: 0 };

  lookup(method: string, url: string, headers: IncomingHttpHeaders): Served | undefined {
    if (!this.isUsable(method, headers, url)) return undefined;
    const key = cacheKey(url, headers);
    const entry = this.entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    if (entry.generation !== this.feed.generation || !entry.isFresh()) {
      this.entries.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return entry.serve(method, headers);
  }

  /** Stores an answer read under `generation`, unless a write has happened since. */
  store(url: string, headers: IncomingHttpHeaders, entry: CachedAnswer): void {
    if (entry.generation !== this.feed.generation || !this.feed.isLive) return;
    const key = cacheKey(url, headers);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}
