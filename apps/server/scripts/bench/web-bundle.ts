/**
 * What the home page makes a shopper download: the scripts and module preloads named by the
 * built index.html, gzipped one by one and summed; and whether any of them carries admin code.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Strings that only admin pages contain; none may appear in the storefront's initial JS. */
export const ADMIN_MARKERS = ['Inventory Management'];

export type InitialJs = {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  /** "file: marker" for each admin marker found in an initial file. */
  adminLeaks: string[];
};

export function initialScriptUrls(indexHtml: string): string[] {
  const urls = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src) urls.add(src);
    } else if (attr('rel')?.toLowerCase() === 'modulepreload') {
      const href = attr('href');
      if (href) urls.add(href);
    }
  }
  return [...urls].filter((u) => !/^(https?:)?\/\//.test(u));
}

export function measureInitialJs(distDir: string): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files: InitialJs['files'] = [];
  const adminLeaks: string[] = [];
  for (const url of initialScriptUrls(html)) {
    const file = path.join(distDir, url.split(/[?#]/)[0]!.replace(/^\//, ''));
    const bytes = fs.readFileSync(file);
    files.push({ file: path.relative(distDir, file), gzipBytes: zlib.gzipSync(bytes).length });
    const text = bytes.toString('utf8');
    for (const marker of ADMIN_MARKERS) {
      if (text.includes(marker)) adminLeaks.push(`${path.relative(distDir, file)}: ${marker}`);
    }
  }
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), adminLeaks };
}
