/**
 * What a shopper's browser really downloads for the home page: loads `/` in Debian's Chromium,
 * waits until the network is quiet, and gzips every script it fetched (entry, preloads and the
 * lazy chunks the page pulls in), and counts every byte the page load transferred. Also reports
 * whether any script carries admin code.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ADMIN_MARKERS, type InitialJs } from './web-bundle.ts';
import { CHROMIUM_FLAGS } from '@shop/shared/testing/chromium-flags';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function canMeasureInBrowser(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

export type HomePageLoad = InitialJs & { transferredBytes: number; requests: number };

export async function measureHomePageJs(baseUrl: string): Promise<HomePageLoad> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map<string, Promise<Buffer>>();
    const transfers: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scripts.set(new URL(response.url()).pathname, response.body());
      }
    });
    // Bytes on the wire (compressed bodies and headers) of every request of the page load.
    page.on('requestfinished', (request) => {
      transfers.push(
        request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const transferredBytes = (await Promise.all(transfers)).reduce((sum, n) => sum + n, 0);
    const files: InitialJs['files'] = [];
    const adminLeaks: string[] = [];
    for (const [file, body] of scripts) {
      const bytes = await body;
      files.push({ file, gzipBytes: zlib.gzipSync(bytes).length });
      const text = bytes.toString('utf8');
      for (const marker of ADMIN_MARKERS)
        if (text.includes(marker)) adminLeaks.push(`${file}: ${marker}`);
    }
    return {
      files,
      totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      adminLeaks,
      transferredBytes,
      requests: transfers.length,
    };
  } finally {
    await browser.close();
  }
}
