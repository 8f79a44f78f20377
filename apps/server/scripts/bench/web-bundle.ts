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
      // The entry is named by the early-input script's `data-entry` (added after the first paint).
      const src = attr('src') ?? attr('data-entry');
      if (src) urls.add(src);
    } else if (attr('rel')?.toLowerCase() === 'modulepreload') {
      const href = attr('href');
      if (href) urls.add(href);
    }
  }
  return [...urls].filter((u) => !/^(https?:)?\/\//.test(u));
}

/**
 * The page names only its entry (its chunks are no longer preloaded in the HTML: ADR 022); the
 * build manifest says which chunks the entry imports statically, which the browser fetches too.
 */
function withStaticImports(distDir: string, urls: string[]): string[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return urls;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const all = new Set(urls);
  const visit = (url: string) => {
    for (const key of byFile.get(url)?.imports ?? []) {
      const file = manifest[key] ? `/${manifest[key].file}` : undefined;
      if (file && !all.has(file)) {
        all.add(file);
        visit(file);
      }
    }
  };
  urls.forEach(visit);
  return [...all];
}

export function measureInitialJs(distDir: string): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files: InitialJs['files'] = [];
  const adminLeaks: string[] = [];
  for (const url of withStaticImports(distDir, initialScriptUrls(html))) {
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
