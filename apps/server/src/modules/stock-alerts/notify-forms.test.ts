/**
 * "Notify me" as HTML forms, posted as a browser without scripts posts them: a back-in-stock
 * alert (`/forms/stock-alerts`: a signed-in shopper is on the list at once, a visitor is sent the
 * confirmation mail) and a drop's launch notice (`/forms/monthly-drops/notify`); each answers
 * 303 back to the page with what happens next, or the reason and the address typed.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { dropLaunchSignups, stockAlerts } from '../../db/schema.ts';
import { FORM_FLASH_COOKIE } from '../../lib/form-flash.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signUp({ role: 'admin' });
});

function post(url: string, fields: Record<string, string>, cookie?: string) {
  return postForm(t.app, url, fields, cookie);
}

type Flash = {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: string;
};

/** The flash the next page is rendered with, read back as the page renderer does. */
async function flashAfter(response: { headers: Record<string, unknown> }): Promise<Flash | null> {
  const cookie = cookiesOf(response.headers['set-cookie']).find((c) =>
    c.startsWith(`${FORM_FLASH_COOKIE}=`),
  );
  if (!cookie) return null;
  const page = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie } });
  const state = /<script type="application\/json" id="render-state">(.*?)<\/script>/s.exec(
    page.body,
  );
  return (JSON.parse(state![1]!) as { flash: Flash }).flash;
}

describe('the back-in-stock form', () => {
  it('puts a signed-in shopper on the list and goes back to the product with the notice', async () => {
    const shopper = await t.signUp({ email: 'waiting.form@example.com' });
    const product = await createProduct(t.db, { stock: 0 });
    const response = await post(
      '/forms/stock-alerts',
      {
        form: 'stock-alert',
        returnTo: `/products/${product.id}`,
        productId: product.id,
        variantId: '',
      },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/products/${product.id}`);
    const rows = await t.db
      .select()
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.productId, product.id),
          eq(stockAlerts.email, 'waiting.form@example.com'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect((await flashAfter(response))!.notice).toBe(
      "We'll email waiting.form@example.com once when it's back.",
    );
  });

  it('asks a visitor to confirm by mail, and keeps a refused address with its reason', async () => {
    const product = await createProduct(t.db, { stock: 0 });
    const fields = {
      form: 'stock-alert',
      returnTo: `/products/${product.id}`,
      productId: product.id,
    };
    const refused = await post('/forms/stock-alerts', { ...fields, email: 'not an address' });
    const flash = (await flashAfter(refused))!;
    expect(flash.errors.email).toBe(MESSAGES.invalidEmail);
    expect(flash.values).toMatchObject({ email: 'not an address', productId: product.id });
    const missing = await post('/forms/stock-alerts', { ...fields, email: '' });
    expect((await flashAfter(missing))!.errors.email).toBe(MESSAGES.invalidEmail);

    const asked = await post('/forms/stock-alerts', {
      ...fields,
      email: 'Visitor.Form@example.com',
    });
    expect(asked.statusCode).toBe(303);
    expect((await flashAfter(asked))!.notice).toMatch(
      /^Almost done: we sent a link to Visitor\.Form@example\.com\./,
    );
    // The product page it goes back to shows the notice on this product's form (the form finds
    // its answer by the product sent back with it).
    const cookie = cookiesOf(asked.headers['set-cookie']).join('; ');
    const page = await t.app.inject({
      method: 'GET',
      url: `/products/${product.id}`,
      headers: { cookie },
    });
    expect(page.body).toContain('Almost done: we sent a link to Visitor.Form@example.com.');
    const rows = await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(rows.map((row) => row.email)).toEqual(['visitor.form@example.com']);
  });
});

describe('the drop launch form', () => {
  it('signs an address up for the launch and goes back with "check your inbox"', async () => {
    const release = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const held = await createProduct(t.db, { name: 'Form Moth' });
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/monthly-drops',
      payload: {
        name: 'Form Garden',
        description: 'Moths made for a form.',
        price: 40,
        stock: 10,
        imageUrl: 'https://images.example.com/night.jpg',
        releaseDate: release.toISOString().slice(0, 10),
        releaseAt: release.toISOString(),
        productIds: [held.id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const dropId = (created.json() as { id: string }).id;

    const refused = await post('/forms/monthly-drops/notify', {
      form: 'drop-notify',
      returnTo: '/',
      dropId,
      email: 'nope',
    });
    expect(refused.headers.location).toBe('/');
    expect((await flashAfter(refused))!).toMatchObject({
      errors: { email: MESSAGES.invalidEmail },
      values: { dropId, email: 'nope' },
    });

    const response = await post('/forms/monthly-drops/notify', {
      form: 'drop-notify',
      returnTo: '/',
      dropId,
      email: 'Launch.Form@example.com',
    });
    expect(response.statusCode).toBe(303);
    // The drop goes back with the notice: the page shows it on this drop's form.
    expect((await flashAfter(response))!).toMatchObject({
      notice: expect.stringMatching(/^Check your inbox/),
      values: { dropId },
    });
    const rows = await t.db
      .select()
      .from(dropLaunchSignups)
      .where(eq(dropLaunchSignups.dropId, dropId));
    expect(rows.map((row) => row.email)).toEqual(['launch.form@example.com']);
  }, 60_000);
});
