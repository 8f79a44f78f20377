/**
 * The built-in payment page as an HTML form (`/forms/test-checkout`), posted as a browser without
 * scripts posts it: Pay with the address's flat fields pays the order and goes to its
 * confirmation; a refused field goes back with its reason under the field's own name and the
 * address typed; Cancel gives the stock back and goes to the cart; someone else's session and a
 * signed-out visitor are refused. The pages of the purchase are rendered whole by the server for
 * their owner: the payment form, the confirmation and the order in My Orders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_FLASH_COOKIE } from '../../lib/form-flash.ts';
import { createProduct } from '../../../test/factories.ts';
import {
  checkoutOne,
  demoSessionId,
  demoSessionOf,
  orderRow,
  stockOf,
} from '../../../test/order-factories.ts';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { cookiesOf, postForm } from '../../../test/html-forms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const post = (fields: Record<string, string>, cookie?: string) =>
  postForm(t.app, '/forms/test-checkout', fields, cookie);

/** The page the browser is sent back to, rendered with the flash, as the owner sees it. */
async function pageAfter(response: { headers: Record<string, unknown> }, owner: TestUser) {
  const flash = cookiesOf(response.headers['set-cookie'] as string[]).find((c) =>
    c.startsWith(`${FORM_FLASH_COOKIE}=`),
  );
  const page = await t.app.inject({
    method: 'GET',
    url: String(response.headers.location),
    headers: { cookie: [owner.cookie, flash].filter(Boolean).join('; ') },
  });
  const state = /<script type="application\/json" id="render-state">(.*?)<\/script>/s.exec(
    page.body,
  );
  return { html: page.body, state: JSON.parse(state![1]!) as { flash: FlashShape | null } };
}
type FlashShape = { values: Record<string, string>; errors: Record<string, string> };

const ADDRESS = {
  'shippingAddress.name': 'Ada Buyer',
  'shippingAddress.line1': '1 Main St',
  'shippingAddress.line2': '',
  'shippingAddress.city': 'Austin',
  'shippingAddress.state': 'TX',
  'shippingAddress.postal_code': '78701',
  'shippingAddress.country': 'US',
};

/** A fresh shopper's open checkout of one piece, and what its payment page offers. */
async function openCheckout(stock = 5) {
  const shopper = await t.signUp();
  const product = await createProduct(t.db, { stock, priceCents: 4200 });
  const res = await checkoutOne(shopper, product.id);
  expect(res.statusCode).toBe(200);
  const sessionId = demoSessionId(res);
  const session = await demoSessionOf(shopper, res);
  return { shopper, product, sessionId, session };
}

describe('the payment page as a form', () => {
  it('renders whole for its owner, pays from flat address fields, and the order is in My Orders', async () => {
    const { shopper, sessionId, session } = await openCheckout();
    const page = await t.app.inject({
      method: 'GET',
      url: `/test-checkout/${sessionId}`,
      headers: { cookie: shopper.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/forms/test-checkout"');
    expect(page.body).toContain(`name="sessionId" value="${sessionId}"`);
    expect(page.body).toContain('name="shippingAddress.city"');

    const option = session.shippingOptions[0]?.id ?? '';
    const paid = await post(
      {
        form: 'test-checkout',
        returnTo: `/test-checkout/${sessionId}`,
        sessionId,
        intent: 'pay',
        ...ADDRESS,
        billingSameAsShipping: 'on',
        'billingAddress.name': '',
        'billingAddress.city': '',
        ...(option ? { shippingOptionId: option } : {}),
      },
      shopper.cookie,
    );
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/order-confirmation?session_id=${encodeURIComponent(sessionId)}`,
    );
    const order = await orderRow(t.db, session.orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.shippingAddress).toMatchObject({ city: 'Austin', state: 'TX' });

    const confirmation = await pageAfter(paid, shopper);
    expect(confirmation.html).toContain('Thank you for your order!');
    const orders = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { cookie: shopper.cookie },
    });
    expect(orders.body).toContain(`Order #${session.orderId.slice(0, 8)}`);
    // Another visitor's render never carries this shopper's orders.
    const anonymous = await t.app.inject({ method: 'GET', url: '/orders' });
    expect(anonymous.body).not.toContain(`Order #${session.orderId.slice(0, 8)}`);
    // The first page render loads the storefront's bundle.
  }, 90_000);

  it('goes back with each reason under its field and the address typed; nothing is paid', async () => {
    const { shopper, sessionId, session } = await openCheckout();
    const response = await post(
      {
        form: 'test-checkout',
        returnTo: `/test-checkout/${sessionId}`,
        sessionId,
        intent: 'pay',
        ...ADDRESS,
        'shippingAddress.city': '',
        'shippingAddress.postal_code': '787',
        billingSameAsShipping: 'on',
      },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/test-checkout/${sessionId}`);
    const { html, state } = await pageAfter(response, shopper);
    expect(state.flash!.errors['shippingAddress.city']).toBeTruthy();
    expect(state.flash!.errors['shippingAddress.postal_code']).toBe(
      'Enter a 5-digit ZIP code (or ZIP+4)',
    );
    expect(state.flash!.values['shippingAddress.name']).toBe('Ada Buyer');
    // The server's HTML shows the reason and keeps the name typed.
    expect(html).toContain('Enter a 5-digit ZIP code (or ZIP+4)');
    expect(html).toMatch(
      /name="shippingAddress\.name"[^>]*value="Ada Buyer"|value="Ada Buyer"[^>]*name="shippingAddress\.name"/,
    );
    expect((await orderRow(t.db, session.orderId)).paymentStatus).toBe('awaiting_payment');
  });

  it('asks for the billing address when it is not the shipping one', async () => {
    const { shopper, sessionId } = await openCheckout();
    const response = await post(
      {
        form: 'test-checkout',
        returnTo: `/test-checkout/${sessionId}`,
        sessionId,
        ...ADDRESS,
        'billingAddress.name': 'Bo Payer',
        'billingAddress.line1': '',
        'billingAddress.city': 'Denver',
        'billingAddress.state': 'CO',
        'billingAddress.postal_code': '80202',
        'billingAddress.country': 'US',
      },
      shopper.cookie,
    );
    const { state } = await pageAfter(response, shopper);
    expect(Object.keys(state.flash!.errors)).toEqual(['billingAddress.line1']);
  });

  it('cancels: the stock goes back and the shopper is sent to the cart', async () => {
    const { shopper, product, sessionId, session } = await openCheckout(3);
    expect(await stockOf(t.db, product.id)).toBe(2);
    const response = await post(
      {
        form: 'test-checkout',
        returnTo: `/test-checkout/${sessionId}`,
        sessionId,
        intent: 'cancel',
      },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect((await orderRow(t.db, session.orderId)).paymentStatus).not.toBe('paid');
  });

  it('refuses another shopper’s session and sends a signed-out visitor to sign in', async () => {
    const { sessionId, session } = await openCheckout();
    const stranger = await t.signUp();
    const response = await post(
      { form: 'test-checkout', returnTo: `/test-checkout/${sessionId}`, sessionId, ...ADDRESS },
      stranger.cookie,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/test-checkout/${sessionId}`);
    expect((await orderRow(t.db, session.orderId)).paymentStatus).toBe('awaiting_payment');

    const signedOut = await post({
      form: 'test-checkout',
      returnTo: `/test-checkout/${sessionId}`,
      sessionId,
      ...ADDRESS,
    });
    expect(signedOut.headers.location).toBe(
      `/signin?returnTo=${encodeURIComponent(`/test-checkout/${sessionId}`)}`,
    );
  });
});
