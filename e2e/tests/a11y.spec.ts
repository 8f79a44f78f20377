/**
 * axe-core on every route of Signed out, signed in and as the admin; phone
 * (390×844) and desktop (1280×900); light and dark. Any violation of the WCAG 2.2 AA rules or of
 * axe's best practices fails the route's test with the rule, the mode and the elements.
 *
 * One page per role is loaded once per route and audited in all four modes: dark by the class
 * on <html>, phone by resizing the same page. Every rule runs once per width (desktop light,
 * phone dark); the other theme at each width re-runs the colour rules, since colour is all that
 * a theme changes.
 */
import fs from 'node:fs';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { roleContext, seedAuditIds } from '../support/audit-fixtures';
import { TARGETS_BY_ROLE, type AuditIds, type AuditTarget } from '../support/audit-routes';
import {
  axeFindings,
  COLOUR_RULES,
  DESKTOP,
  openAndSettle,
  PHONE,
  setDarkMode,
  type Finding,
} from '../support/page-audit';
import type { Role } from '../support/shop-session';

type Mode = { label: string; viewport: typeof PHONE; isDark: boolean; rules?: string[] };
const ALL_MODES: Mode[] = [
  { label: 'desktop light', viewport: DESKTOP, isDark: false },
  { label: 'desktop dark', viewport: DESKTOP, isDark: true, rules: COLOUR_RULES },
  { label: 'phone dark', viewport: PHONE, isDark: true },
  { label: 'phone light', viewport: PHONE, isDark: false, rules: COLOUR_RULES },
];
const PHONE_MODES = ALL_MODES.filter((m) => m.viewport === PHONE);

// The error message names every violation; traces of these long pages would only slow the run.
test.use({ trace: 'off' });

let ids: AuditIds;

test.beforeAll(async ({ browser, baseURL, request }) => {
  ids = await seedAuditIds(browser, baseURL!, request);
});

async function audit(page: Page, target: AuditTarget) {
  const modes = target.isPhoneOnly ? PHONE_MODES : ALL_MODES;
  await page.setViewportSize(modes[0]!.viewport);
  await openAndSettle(page, target.path(ids));
  await target.prepare?.(page, ids);
  const report: string[] = [];
  for (const mode of modes) {
    await page.setViewportSize(mode.viewport);
    await setDarkMode(page, mode.isDark);
    const findings = await axeFindings(page, mode.rules);
    record(target, mode, findings);
    for (const f of findings) {
      report.push(`[${mode.label}] ${f.rule} (${f.impact})\n    ${f.nodes.join('\n    ')}`);
    }
  }
  expect(report, `${report.length} axe violations:\n${report.join('\n')}`).toEqual([]);
}

/** AXE_REPORT=file appends one JSON line per audited mode (for counting before and after). */
function record(target: AuditTarget, mode: Mode, findings: Finding[]) {
  const file = process.env.AXE_REPORT;
  if (!file) return;
  const line = { target: target.name, mode: mode.label, rules: findings.map((f) => f.rule) };
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}

function describeRole(role: Role, targets: AuditTarget[]) {
  test.describe(`axe ${role}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      context = await roleContext(role, browser, baseURL!);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const target of targets) {
      test(`${role}: ${target.name}`, async () => {
        await audit(page, target);
      });
    }
  });
}

for (const [role, targets] of Object.entries(TARGETS_BY_ROLE)) describeRole(role as Role, targets);

test.describe('axe with the header search open', () => {
  for (const mode of ALL_MODES) {
    test(`suggestions open (${mode.label})`, async ({ page }) => {
      await page.setViewportSize(mode.viewport);
      await openAndSettle(page, '/');
      await setDarkMode(page, mode.isDark);
      if (mode.viewport === PHONE) await page.getByRole('button', { name: 'Open search' }).click();
      await page.getByRole('combobox', { name: 'Search' }).fill('blankit');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Search' }).press('ArrowDown');
      const findings = await axeFindings(page);
      const report = findings.map((f) => `${f.rule} (${f.impact})\n    ${f.nodes.join('\n    ')}`);
      expect(report, `${report.length} axe violations:\n${report.join('\n')}`).toEqual([]);
    });
  }
});
