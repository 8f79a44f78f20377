/**
 * The product page's wishlist button and stars as HTML forms (`/forms/wishlist`,
 * `/forms/ratings`), posted as a browser without scripts posts them: a signed-in shopper adds
 * and removes a piece on their own list, and rates it (once, a second rating replacing the
 * first), and is sent back to the page rendered with the new state; a signed-out visitor is sent
 * to sign in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../../test/html-forms.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

function post(fields: Record<string, string>, cookie?: string, url = '/forms/wishlist') {
  return postForm(t.app, url, fields, cookie);
}

describe('the wishlist form', () => {
  it('adds and removes a piece on the shopper’s own list, back on the product page', async () => {
    const shopper = await t.signUp();
    const other = await t.signUp();
    const product = await createProduct(t.db, { name: 'Form Fox' });
    const back = `/products/${product.id}`;
    const fields = { form: 'wishlist', returnTo: back, productId: product.id };

    const added = await post({ ...fields, intent: 'add' }, shopper.cookie);
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(back);
    const list = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: { cookie } })).json() as {
        productIds: string[];
      };
    expect((await list(shopper.cookie)).productIds).toEqual([product.id]);
    expect((await list(other.cookie)).productIds).toEqual([]);
    // The page the shopper comes back to offers to remove it.
    const page = await t.app.inject({
      method: 'GET',
      url: back,
      headers: { cookie: shopper.cookie },
    });
    expect(page.body).toContain('Remove from Wishlist');

    const removed = await post({ ...fields, intent: 'remove' }, shopper.cookie);
    expect(removed.statusCode).toBe(303);
    expect((await list(shopper.cookie)).productIds).toEqual([]);
  }, 60_000);

  it('saves a piece from a listing card’s heart, back on the listing with the heart filled', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { name: 'Listing Lamb', category: 'amigurumi' });
    const back = '/products?category=amigurumi';
    const listing = async () =>
      (await t.app.inject({ method: 'GET', url: back, headers: { cookie: shopper.cookie } })).body;
    expect(await listing()).toContain('Add Listing Lamb to Wishlist');

    const added = await post(
      { form: 'wishlist', returnTo: back, productId: product.id, intent: 'add' },
      shopper.cookie,
    );
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(back);
    const page = await listing();
    expect(page).toContain('Remove Listing Lamb from Wishlist');
    expect(page).not.toContain('Add Listing Lamb to Wishlist');

    // A product id that names nothing is refused, the listing as it was.
    const refused = await post(
      { form: 'wishlist', returnTo: back, productId: 'not-a-product', intent: 'add' },
      shopper.cookie,
    );
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(back);
    expect(await listing()).toContain('Remove Listing Lamb from Wishlist');
  }, 60_000);

  it('sends a signed-out visitor to sign in and back', async () => {
    const product = await createProduct(t.db);
    const back = `/products/${product.id}`;
    const response = await post({
      form: 'wishlist',
      returnTo: back,
      productId: product.id,
      intent: 'add',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/signin?returnTo=${encodeURIComponent(back)}`);
    // From a listing too, with its filters kept for the way back.
    const fromListing = await post({
      form: 'wishlist',
      returnTo: '/products?sortBy=newest',
      productId: product.id,
      intent: 'add',
    });
    expect(fromListing.headers.location).toBe(
      `/signin?returnTo=${encodeURIComponent('/products?sortBy=newest')}`,
    );
  });

  it('rates a piece once per shopper, the product’s figures moved with it', async () => {
    const shopper = await t.signUp();
    const product = await createProduct(t.db, { name: 'Rated Fox' });
    const back = `/products/${product.id}`;
    const rate = (rating: string, cookie?: string) =>
      post(
        { form: 'rating', returnTo: back, productId: product.id, rating },
        cookie,
        '/forms/ratings',
      );

    const first = await rate('4', shopper.cookie);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(back);
    const second = await rate('2', shopper.cookie);
    expect(second.statusCode).toBe(303);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/rating`,
      headers: { cookie: shopper.cookie },
    });
    expect(mine.json()).toEqual({ myRating: 2 });
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(shown.json()).toMatchObject({ rating: 2 });

    const refused = await rate('9', shopper.cookie);
    expect(refused.headers.location).toBe(back);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products/${product.id}/rating`,
          headers: { cookie: shopper.cookie },
        })
      ).json(),
    ).toEqual({ myRating: 2 });
    expect((await rate('5')).headers.location).toBe(`/signin?returnTo=${encodeURIComponent(back)}`);
  });
});
