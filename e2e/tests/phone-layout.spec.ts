/**
 * No page scrolls sideways on a 390 px wide phone: for every route of the shop as a
 * visitor, a customer (after a purchase with a variant, initials, a discount code and gift wrap,
 * shipped to a long address) and the admin, the document is no wider than the viewport
 * (`scrollWidth <= 390`) and no visible element pokes out past the right edge.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { roleContext, seedAuditIds } from '../support/audit-fixtures';
import { TARGETS_BY_ROLE, type AuditIds, type AuditTarget } from '../support/audit-routes';
import { horizontalOverflow, openAndSettle, PHONE } from '../support/page-audit';
import type { Role } from '../support/shop-session';

test.use({ trace: 'off' });

let ids: AuditIds;

test.beforeAll(async ({ browser, baseURL, request }) => {
  ids = await seedAuditIds(browser, baseURL!, request);
});

function describeRole(role: Role, targets: AuditTarget[]) {
  test.describe(`390 px ${role}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      context = await roleContext(role, browser, baseURL!);
      page = await context.newPage();
      await page.setViewportSize(PHONE);
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const target of targets) {
      test(`${role}: ${target.name}`, async () => {
        await openAndSettle(page, target.path(ids));
        await target.prepare?.(page, ids);
        // The elements that stick out first: they name the cause of a page too wide.
        const overflow = await horizontalOverflow(page);
        expect(
          overflow,
          `sticks out past ${overflow.viewport} px:\n${overflow.offenders.join('\n')}`,
        ).toEqual({ viewport: PHONE.width, documentWidth: PHONE.width, offenders: [] });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      });
    }
  });
}

for (const [role, targets] of Object.entries(TARGETS_BY_ROLE)) describeRole(role as Role, targets);
