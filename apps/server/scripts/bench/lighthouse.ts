/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated throttling) in Debian's
 * Chromium, median of three runs per page: the four category scores and LCP, CLS, TBT, FCP, and
 * the bytes requested before the LCP.
 *
 * The CPU slowdown is calibrated to this machine: Lighthouse's default 4x assumes a high-end
 * desktop (benchmark index ~1,500); on a slower or busier machine the same 4x simulates a far
 * slower phone. A first run reads Lighthouse's benchmark index here, and the slowdown follows
 * Lighthouse's own CPU throttling calculator (docs/throttling.md, "Calibrating the CPU slowdown"),
 * so figures from a fast and a slow machine compare. Each run's index is printed with its figures.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './home-page-js.ts';
import { CHROMIUM_FLAGS } from '@shop/shared/testing/chromium-flags';

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
  /** Lighthouse's CPU benchmark index of this machine during the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
  /** Bytes transferred (and requests) started before the observed LCP. */
  bytesBeforeLcp: number;
  requestsBeforeLcp: number;
};

/**
 * Lighthouse's CPU throttling calculator: the slowdown that makes this machine a mid-tier phone.
 * 1,300 and above (desktops): 3x at 1,300, one more per 233 (4x at ~1,533, the default's
 * machine); 800-1,300: 2x-3x; 150-800: 1x-2x; below 150 the machine is already that slow.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** Lighthouse's mobile preset (slow 4G) with the given CPU slowdown. */
const mobileThrottling = (cpuSlowdownMultiplier: number) => ({
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1638.4 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier,
});

type NetworkItem = { networkRequestTime?: number; transferSize?: number };

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function runOnce(url: string, port: number, cpuSlowdown: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: mobileThrottling(cpuSlowdown),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const observedLcp = observed?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const beforeLcp = requests.filter((r) => (r.networkRequestTime ?? Infinity) < observedLcp);
  return {
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuSlowdown,
    bytesBeforeLcp: beforeLcp.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requestsBeforeLcp: beforeLcp.length,
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

/**
 * The median of `runs` runs of each page (each figure's own median), at the CPU slowdown
 * calibrated from a first run's benchmark index (`cpuSlowdown` fixes it instead).
 */
export async function runLighthouse(
  urls: string[],
  { runs = 3, cpuSlowdown }: { runs?: number; cpuSlowdown?: number } = {},
): Promise<{ calibrationIndex: number; figures: LighthouseFigures[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const calibration = await runOnce(urls[0]!, chrome.port, 4);
    const slowdown = cpuSlowdown ?? cpuSlowdownFor(calibration.benchmarkIndex);
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) all.push(await runOnce(url, chrome.port, slowdown));
      const pick = (
        key: Exclude<keyof LighthouseFigures, 'url' | 'failedAudits' | 'cpuSlowdown'>,
      ) => median(all.map((f) => f[key]));
      figures.push({
        url,
        benchmarkIndex: pick('benchmarkIndex'),
        cpuSlowdown: slowdown,
        bytesBeforeLcp: pick('bytesBeforeLcp'),
        requestsBeforeLcp: pick('requestsBeforeLcp'),
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
    return { calibrationIndex: calibration.benchmarkIndex, figures };
  } finally {
    await chrome.kill();
  }
}
