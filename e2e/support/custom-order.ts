/**
 * The custom order story's two forms, shared by its end-to-end test and its screenshots: the
 * visitor's request for a blanket with two reference photos, and the maker's quote for it
 * ($180 with a $60 deposit, three weeks), filled in but not yet sent.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForHydration } from './hydration';

export const BLANKET_REQUEST = 'A custom blanket in sage and cream';

export const BLANKET_PHOTOS = ['yarn-ball-sage.png', 'yarn-ball-terracotta.png'].map((name) =>
  path.join(import.meta.dirname, '..', 'fixtures', name),
);

/** Fills the request form on /custom-order as Vera (name and address given); returns the form. */
export async function fillBlanketRequest(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Custom order request' });
  await form.getByLabel('What would you like made?').fill(BLANKET_REQUEST);
  await form.getByLabel('Category').selectOption('blankets');
  await form.getByLabel(/Reference photos/).setInputFiles(BLANKET_PHOTOS);
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('Email').fill(email);
  return form;
}

/** Opens the blanket request from the maker's list; returns its reference photos. */
export async function openBlanketRequest(maker: Page) {
  await maker.goto('/admin/custom-orders');
  await waitForHydration(maker);
  await maker.getByRole('link', { name: new RegExp(BLANKET_REQUEST) }).click();
  return maker.getByRole('img', { name: /Reference photo/ });
}

/** Fills in the quote of the request open on the maker's page. */
export async function fillBlanketQuote(maker: Page) {
  await waitForHydration(maker);
  await maker.getByLabel('Price ($)').fill('180');
  await maker.getByLabel('Payment').selectOption('deposit');
  await maker.getByLabel('Deposit ($)').fill('60');
  await maker.getByLabel('Lead time').fill('3 weeks');
}
