/**
 * Looking at a loaded page the way the audit specs do: wait until it has settled, switch light
 * and dark by the class on <html> (what the theme toggle sets), run axe-core with the WCAG 2.2
 * AA rules plus axe's best practices, and measure sideways overflow at phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No motion while auditing: colours are measured at their end state. */
const STILL = '*,*::before,*::after{transition:none!important;animation:none!important}';

/** Waits for data, placeholders and spinners to be gone. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator('.animate-pulse, .animate-spin, [aria-busy="true"]')).toHaveCount(0);
}

export async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.addStyleTag({ content: STILL });
  await settle(page);
}

export async function setDarkMode(page: Page, isDark: boolean) {
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), isDark);
}

export type Finding = { rule: string; impact: string; nodes: string[] };

/** The rules whose outcome depends on colours, all that a light/dark switch changes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe on the page as it is now: every WCAG 2.2 AA and best-practice rule, or only `rules`. */
export async function axeFindings(page: Page, rules?: string[]): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge
  // frame results, which made each run several times slower (the shop has no frames).
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS))
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
}

/**
 * What sticks out past the right edge at this width: the document's own scroll width, and the
 * visible elements poking out that no scrolling or clipping box contains.
 */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clips = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX !== 'visible';
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className)
        .split(/\s+/)
        .slice(0, 4)
        .join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= viewport + 1) continue;
      let parent = el.parentElement;
      let isContained = false;
      while (parent && parent !== document.body) {
        if (clips(parent)) {
          isContained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!isContained && getComputedStyle(el).visibility !== 'hidden') {
        offenders.push(`${describe(el)} right=${Math.round(rect.right)}`);
      }
    }
    return {
      viewport,
      documentWidth: document.documentElement.scrollWidth,
      offenders: offenders.slice(0, 6),
    };
  });
}
