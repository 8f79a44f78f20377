/**
 * Rendered pages of anonymous visitors, reused while nothing in the database has changed (the
 * MVCC snapshot, as for listings: ADR 008) and for at most 30 seconds (pages also depend on the
 * clock: a monthly drop goes live at its date, and the browser treats data older than its
 * 30-second stale time as due for a quiet refetch). A page is stored once per encoding, made on
 * first demand, so a hit is one trivial query and a buffer write.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SnapshotCache } from '../modules/catalog/listing-cache.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const PAGE_MAX_AGE_MS = 30_000;
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | null;

export class RenderedPage {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  readonly storedAt = Date.now();

  constructor(
    readonly status: number,
    private readonly html: Buffer,
  ) {
    this.encoded.set(null, Promise.resolve(html));
  }

  isFresh(now = Date.now()) {
    return now - this.storedAt < PAGE_MAX_AGE_MS;
  }

  /** The body in the best encoding the client accepts (compressed once, then reused). */
  async body(acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: Encoding }> {
    const encoding = this.html.length < MIN_COMPRESS_BYTES ? null : pickEncoding(acceptEncoding);
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : gzip(this.html, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return { body: await body, encoding };
  }
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

export function createPageCache() {
  return new SnapshotCache<RenderedPage>(200);
}
