/**
 * Compresses a body for a response by the request's Accept-Encoding (brotli first, then gzip),
 * for answers that @fastify/compress does not see (it hooks routes; server-rendered pages come
 * from the not-found handler). Brotli at quality 4: most of the gain at a small CPU cost.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoded = { body: Buffer; encoding: 'br' | 'gzip' | null };

/** The encodings the client accepts (q=0 means refused). */
function accepted(header: string | undefined): Set<string> {
  const result = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const isRefused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !isRefused) result.add(name);
  }
  return result;
}

export async function compressBody(
  body: string,
  acceptEncoding: string | undefined,
): Promise<Encoded> {
  const raw = Buffer.from(body);
  const encodings = accepted(acceptEncoding);
  if (raw.length < 1024) return { body: raw, encoding: null };
  if (encodings.has('br')) {
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    };
    return { body: await brotli(raw, { params }), encoding: 'br' };
  }
  if (encodings.has('gzip') || encodings.has('*'))
    return { body: await gzip(raw, { level: 6 }), encoding: 'gzip' };
  return { body: raw, encoding: null };
}
