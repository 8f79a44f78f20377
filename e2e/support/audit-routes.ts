/**
 * Every route of the shop as the audit specs visit it, per role: signed out, signed in and as
 * the admin, plus the states that only appear after a click (quick view, a confirm dialog, the
 * edit modal, the phone menu). Paths that need an id take it from the seeded data.
 */
import { expect, type Page } from '@playwright/test';
import type { AdminData, CustomerData } from './audit-fixtures';
import { waitForHydration } from './hydration';

export type AuditTarget = {
  /** Shown in the test title. */
  name: string;
  path: (ids: AuditIds) => string;
  /** Brings the page into the state to audit once it has loaded. */
  prepare?: (page: Page, ids: AuditIds) => Promise<void>;
  /** Only meaningful at phone width (the slide-in menu). */
  isPhoneOnly?: boolean;
};

export type AuditIds = {
  productId: string;
  /** A demo product with approved reviews (photos, a reply). */
  reviewedProductId: string;
  /** The demo beanie: sizes and colours, one combination sold out, initials to stitch. */
  optionsProductId: string;
  /** A demo digital pattern (a PDF download) and its name. */
  pattern: { id: string; name: string };
  customer: CustomerData;
  admin: AdminData;
};

/** The app's quick-view dialog (before the app, Quick View leads to the product page). */
const openQuickView = async (page: Page) => {
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /^Quick View / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

const openPhoneMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** Two pieces into the cart from the listing, then the cart page. */
export const fillCart = async (page: Page) => {
  const adds = page.getByRole('button', { name: 'Add to Cart' });
  await adds.nth(0).click();
  await adds.nth(1).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
};

/** Size M chosen: the sold-out colour shows disabled and its back-in-stock form appears. */
const chooseSize = async (page: Page) => {
  const size = page.getByRole('main').getByRole('radiogroup', { name: 'Size' });
  await size.locator('label', { has: page.getByRole('radio', { name: 'M', exact: true }) }).click();
  // A sold-out combination stays choosable, to ask to hear when it is back.
  await expect(page.getByRole('main').getByRole('radio', { name: /Sold out/ })).toBeEnabled();
};

export const VISITOR_TARGETS: AuditTarget[] = [
  { name: 'home', path: () => '/' },
  { name: 'products', path: () => '/products' },
  { name: 'products with quick view', path: () => '/products', prepare: openQuickView },
  { name: 'products empty', path: () => '/products?search=zzzz-no-such-piece' },
  { name: 'product page', path: (ids) => `/products/${ids.productId}` },
  { name: 'product page with reviews', path: (ids) => `/products/${ids.reviewedProductId}` },
  {
    name: 'product page with options',
    path: (ids) => `/products/${ids.optionsProductId}`,
    prepare: chooseSize,
  },
  { name: 'pattern product page', path: (ids) => `/products/${ids.pattern.id}` },
  { name: 'about', path: () => '/about' },
  { name: 'contact', path: () => '/contact' },
  { name: 'custom order', path: () => '/custom-order' },
  { name: 'blog', path: () => '/blog' },
  { name: 'blog post', path: (ids) => `/blog/${ids.admin.blogPostId}` },
  { name: 'cart empty', path: () => '/cart' },
  { name: 'cart with items', path: () => '/products', prepare: fillCart },
  { name: 'sign in', path: () => '/signin' },
  { name: 'sign up', path: () => '/signin?view=sign_up' },
  { name: 'magic link', path: () => '/signin?view=magic_link' },
  { name: 'forgotten password', path: () => '/signin?view=forgotten_password' },
  { name: 'one-time code', path: () => '/signin?view=verify_otp' },
  { name: 'update password', path: () => '/signin?view=update_password&token=x' },
  { name: 'shipping', path: () => '/shipping' },
  { name: 'returns', path: () => '/returns' },
  { name: 'faq', path: () => '/faq' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'terms', path: () => '/terms' },
  { name: 'admin login', path: () => '/admin/login' },
  { name: 'phone menu', path: () => '/', prepare: openPhoneMenu, isPhoneOnly: true },
];

export const CUSTOMER_TARGETS: AuditTarget[] = [
  { name: 'home', path: () => '/' },
  { name: 'product page', path: (ids) => `/products/${ids.customer.productId}` },
  {
    name: 'write a review',
    path: (ids) => `/products/${ids.customer.productId}?review=write`,
    prepare: async (page) => {
      await expect(page.getByRole('form', { name: 'Write a review' })).toBeVisible();
    },
  },
  { name: 'profile', path: () => '/profile' },
  {
    name: 'profile two-factor set-up',
    path: () => '/profile',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    },
  },
  {
    name: 'profile delete account',
    path: () => '/profile',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('form', { name: 'Delete my account' })).toBeVisible();
    },
  },
  { name: 'orders', path: () => '/orders' },
  { name: 'order detail', path: (ids) => `/orders/${ids.customer.orderId}` },
  {
    name: 'order detail with pattern downloads',
    path: (ids) => `/orders/${ids.customer.patternOrderId}`,
    prepare: async (page) => {
      const downloads = page.getByRole('region', { name: 'Your pattern downloads' });
      await expect(downloads.getByRole('link', { name: /^Download / }).first()).toBeVisible();
    },
  },
  { name: 'wishlist', path: () => '/wishlist' },
  { name: 'custom orders', path: () => '/account/custom-orders' },
  { name: 'wishlist with quick view', path: () => '/wishlist', prepare: openQuickView },
  { name: 'cart with items', path: () => '/products', prepare: fillCart },
  {
    name: 'order confirmation',
    path: (ids) => `/order-confirmation?session_id=${ids.customer.paidSessionId}`,
  },
  { name: 'test checkout', path: (ids) => `/test-checkout/${ids.customer.openSessionId}` },
  { name: 'phone menu', path: () => '/', prepare: openPhoneMenu, isPhoneOnly: true },
];

export const ADMIN_TARGETS: AuditTarget[] = [
  { name: 'dashboard', path: () => '/admin' },
  { name: 'products', path: () => '/admin/products' },
  { name: 'custom orders', path: () => '/admin/custom-orders' },
  {
    name: 'product edit modal',
    path: () => '/admin/products',
    prepare: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'product delete confirm',
    path: () => '/admin/products',
    prepare: async (page) => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'pattern files on the product form',
    path: (ids) => `/admin/products?search=${encodeURIComponent(ids.pattern.name)}`,
    prepare: async (page, ids) => {
      await page
        .getByRole('button', { name: `Edit ${ids.pattern.name}` })
        .filter({ visible: true })
        .click();
      const files = page.getByRole('dialog').getByRole('region', { name: /^Pattern files/ });
      await expect(files.getByRole('button', { name: /^Replace / }).first()).toBeVisible();
    },
  },
  { name: 'orders', path: () => '/admin/orders' },
  {
    name: 'order with pattern downloads',
    path: () => '/admin/orders',
    prepare: async (page, ids) => {
      const number = ids.customer.patternOrderId.slice(0, 8);
      await page.getByLabel('Search orders').fill(number);
      await page
        .getByLabel(`Order #${number}`, { exact: true })
        .filter({ visible: true })
        .getByRole('button', { name: '1 item' })
        .click();
      await expect(
        page.getByRole('region', { name: 'Pattern downloads' }).filter({ visible: true }),
      ).toBeVisible();
    },
  },
  { name: 'discounts', path: () => '/admin/discounts' },
  { name: 'shipping settings', path: () => '/admin/settings/shipping' },
  { name: 'sales channels', path: () => '/admin/settings/sales-channels' },
  { name: 'analytics', path: () => '/admin/analytics' },
  { name: 'blog', path: () => '/admin/blog' },
  { name: 'monthly drop', path: () => '/admin/monthly-drop' },
  { name: 'messages', path: () => '/admin/messages' },
  { name: 'newsletter', path: () => '/admin/newsletter' },
  { name: 'activity', path: () => '/admin/activity' },
  {
    name: 'activity entry open',
    path: () => '/admin/activity',
    prepare: async (page) => {
      const first = page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
      await first.locator('summary').click();
      await expect(first.getByText('Before', { exact: true })).toBeVisible();
    },
  },
  { name: 'reviews', path: () => '/admin/reviews' },
  { name: 'all reviews', path: () => '/admin/reviews?state=all' },
  {
    name: 'message open',
    path: () => '/admin/messages',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Messages' }).getByRole('button').first().click();
      await expect(page.getByRole('region', { name: 'Message details' })).toBeVisible();
    },
  },
  { name: 'public blog with the post form', path: () => '/blog' },
  {
    name: 'admin menu on a phone',
    path: () => '/admin/orders',
    isPhoneOnly: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

/** What each role audits, in the order the suites run them. */
export const TARGETS_BY_ROLE = {
  visitor: VISITOR_TARGETS,
  customer: CUSTOMER_TARGETS,
  admin: ADMIN_TARGETS,
} as const;
