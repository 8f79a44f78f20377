/**
 * Compression of a page the public cache does not take (a signed-in visitor's, or any page while
 * the change feed is down): brotli at a level cheap enough to pay on every request.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pickEncoding, type Encoding } from './public-cache.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MIN_COMPRESS_BYTES = 1024;

/** The page in the best encoding the client accepts. */
export async function compressPage(
  html: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: Encoding }> {
  const encoding = html.length < MIN_COMPRESS_BYTES ? null : pickEncoding(acceptEncoding);
  if (encoding === null) return { body: html, encoding };
  const body =
    encoding === 'br'
      ? await brotli(html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        })
      : await gzip(html, { level: 6 });
  return { body, encoding };
}
