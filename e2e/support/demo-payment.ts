/**
 * The demo payments page's address form, filled the way a shopper in Asheville, NC would: the
 * stories that pay in the browser give only the name and the street.
 */
import type { Locator } from '@playwright/test';

export async function fillPaymentAddress(
  form: Locator,
  { name, line1 }: { name: string; line1: string },
) {
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Address line 1').fill(line1);
  await form.getByLabel('City').fill('Asheville');
  await form.getByLabel('State').selectOption('NC');
  await form.getByLabel('ZIP code').fill('28801');
}
