/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated throttling) in Debian's
 * Chromium, median of three runs per page: the four category scores and LCP, CLS, TBT, FCP.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './home-page-js.ts';

export type LighthouseFigures = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance, e.g. "best-practices: errors-in-console". */
  failedAudits: string[];
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    ),
  };
}

/** The median of `runs` runs of each page (each figure's own median). */
export async function runLighthouse(urls: string[], runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) all.push(await runOnce(url, chrome.port));
      const pick = (key: Exclude<keyof LighthouseFigures, 'url' | 'failedAudits'>) =>
        median(all.map((f) => f[key]));
      figures.push({
        url,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        failedAudits: [...new Set(all.flatMap((f) => f.failedAudits))],
      });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}
