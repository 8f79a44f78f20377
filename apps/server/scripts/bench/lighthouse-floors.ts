/**
 * The floors the storefront's Lighthouse figures stand on, measured in the same run at the same
 * CPU slowdown: each page's own HTML, byte for byte, served twice more beside the shop.
 *
 * - "HTML alone": the page without its early-input script, so no app script is ever fetched.
 *   It paints with the same inline critical stylesheet; its LCP is what any server-rendered page
 *   of these bytes can reach on this simulated phone.
 * - "React alone": the page with the app's entry swapped for a bundle of React and React DOM that
 *   renders one element off the page. The shop runs its app only on the shopper's first use of
 *   the page, which Lighthouse never makes; here the early-input script is asked to run this
 *   bundle (with the whole stylesheet) right after `load`. Its TBT is what evaluating React's
 *   runtime costs before any of the shop's code runs: what a page that runs React at load
 *   cannot go below.
 *
 * Both are sent with the page's own headers (its security headers among them), so only the bytes
 * differ. Every other request (pictures, fonts, stylesheets) is passed to the shop.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../../web');

export type FloorKind = 'html' | 'react';
const REACT_FLOOR_PATH = '/__floor/react-alone.js';
/** Served without the shop's Content-Security-Policy, so this inline script runs. */
const RUN_AT_LOAD =
  'addEventListener("load",function(){setTimeout(function(){window.__shopEarly&&__shopEarly.go()})})';
const EARLY_INPUT_SCRIPT = /<script data-entry="[^"]+"[^>]*>[\s\S]*?<\/script>/;

/** React and React DOM's production builds, minified, as one module (what the app's entry holds). */
async function bundleReactAlone(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "createRoot(document.createElement('div')).render(createElement('p', null, 'floor'));",
      ].join('\n'),
      resolveDir: webRoot,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles[0]!.text;
}

export function floorPage(html: string, kind: FloorKind): string {
  if (!EARLY_INPUT_SCRIPT.test(html)) throw new Error('The page has no early-input script.');
  return kind === 'html'
    ? html.replace(EARLY_INPUT_SCRIPT, '')
    : html
        .replace(/(<script data-entry=")[^"]+"/, `$1${REACT_FLOOR_PATH}"`)
        .replace('</body>', `<script>${RUN_AT_LOAD}</script></body>`);
}

export type FloorServer = {
  /** The floor page of `pageUrl` (a shop URL) of the given kind. */
  urlOf(pageUrl: string, kind: FloorKind): string;
  stop(): Promise<void>;
};

/** Serves `/<kind>/<the shop's path>` as that page's floor; everything else comes from the shop. */
/** The page's own headers, without those about its bytes (the floor sends other bytes). */
function pageHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (
      ![
        'content-length',
        'content-encoding',
        'etag',
        'date',
        'connection',
        'keep-alive',
        'transfer-encoding',
      ].includes(name)
    )
      kept[name] = value;
  }
  return kept;
}

export async function startFloorServer(shopBaseUrl: string): Promise<FloorServer> {
  const reactAlone = await bundleReactAlone();
  const shop = new URL(shopBaseUrl);
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const pageOf = async (shopPath: string) => {
    let page = pages.get(shopPath);
    if (!page) {
      const answer = await fetch(new URL(shopPath, shop));
      page = { html: await answer.text(), headers: pageHeaders(answer.headers) };
      pages.set(shopPath, page);
    }
    return page;
  };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const floor = /^\/(html|react)(\/.*)$/.exec(url);
    if (url === REACT_FLOOR_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(reactAlone);
      return;
    }
    if (floor && req.headers.accept?.includes('text/html')) {
      pageOf(floor[2]!).then(
        ({ html, headers }) => {
          const kind = floor[1] as FloorKind;
          // Compressed as the shop sends its pages: on slow 4G the bytes decide the first paint.
          const body = Buffer.from(floorPage(html, kind));
          const brotli = /\bbr\b/.test(String(req.headers['accept-encoding']));
          // With the shop's own headers: its cross-origin opener policy alone gives the page a
          // browsing context group (a renderer) of its own, which costs a simulated phone
          // 0.7-0.9 s of blocking time. The React floor's inline script needs no CSP.
          const { 'content-security-policy': csp, ...others } = headers;
          res.writeHead(200, {
            ...(kind === 'html' && csp ? { 'content-security-policy': csp } : {}),
            ...others,
            'content-type': 'text/html; charset=utf-8',
            'content-encoding': brotli ? 'br' : 'gzip',
          });
          res.end(brotli ? zlib.brotliCompressSync(body) : zlib.gzipSync(body));
        },
        (error: Error) => {
          res.writeHead(502).end(error.message);
        },
      );
      return;
    }
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, path: url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (pageUrl, kind) => {
      const { pathname, search } = new URL(pageUrl);
      return `http://127.0.0.1:${port}/${kind}${pathname}${search}`;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
