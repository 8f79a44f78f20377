import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/features/checkout/hooks/use-checkout';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import CartPage from './cart';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const bunny = createProduct({ name: 'Bunny' });
const checkoutCalls: unknown[] = [];
const quoteCalls: { items: { quantity: number }[]; discountCode?: string; giftWrap: boolean }[] =
  [];
const handlers = [
  // The server's pricing, as the cart asks for it: the page adds nothing up itself.
  http.post('*/api/cart/quote', async ({ request }) => {
    const body = (await request.json()) as (typeof quoteCalls)[number];
    quoteCalls.push(body);
    const subtotalCents = body.items.reduce(
      (sum, line) => sum + bunny.priceCents * line.quantity,
      0,
    );
    const discountCents = body.discountCode === 'TAKE1' ? 100 : 0;
    const giftWrapCents = body.giftWrap ? 400 : 0;
    return HttpResponse.json({
      lines: [],
      subtotalCents,
      discount: discountCents
        ? { code: 'TAKE1', kind: 'fixed', cents: discountCents, freeShipping: false }
        : null,
      discountError: null,
      giftWrapCents,
      totalCents: subtotalCents - discountCents + giftWrapCents,
    });
  }),
  http.post('*/api/discounts/check', () =>
    HttpResponse.json({
      code: 'TAKE1',
      kind: 'fixed',
      subtotalCents: bunny.priceCents,
      discountCents: 100,
      freeShipping: false,
      totalCents: bunny.priceCents - 100,
    }),
  ),
  http.get('*/api/products/by-ids', () => HttpResponse.json({ items: [bunny] })),
  http.get('*/api/gift-wrap', () => HttpResponse.json({ priceCents: 400 })),
  http.post('*/api/cart/checkout', async ({ request }) => {
    checkoutCalls.push(await request.json());
    return HttpResponse.json({ url: '/test-checkout/x' });
  }),
];
beforeEach(() => server.use(...handlers));

function SignInProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return <p>Sign in, then back to {from}</p>;
}

const shopper = { id: 'u1', email: 'sage@example.com', createdAt: '' };
const renderCart = () =>
  renderWithProviders(null, {
    router: createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
      initialEntries: ['/cart'],
    }),
  });
/** Before each test: a signed-in shopper with one Bunny in the cart; checkout stays on the page. */
function signedInWithBunnyInCart() {
  beforeEach(() => {
    checkoutCalls.length = 0;
    vi.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
    useSessionStore.setState({ user: shopper });
    useCartStore.setState({ cart: [], gift: { isGift: false, note: '' } });
    useCartStore.getState().addToCart(bunny, 1);
  });
}

describe('/cart Proceed to Checkout', () => {
  beforeEach(() => {
    checkoutCalls.length = 0;
    useSessionStore.setState({ user: null, isAuthReady: true });
    useCartStore.setState({ cart: [] });
    useCartStore.getState().addToCart(bunny, 2);
  });

  it('sends a signed-out shopper to /signin, remembering /cart, without calling checkout', async () => {
    const router = createMemoryRouter(
      [
        { path: '/cart', element: <CartPage /> },
        { path: '/signin', element: <SignInProbe /> },
      ],
      { initialEntries: ['/cart'] },
    );
    renderWithProviders(null, { router });
    expect(document.title).toContain('Shopping Cart');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Sign in, then back to /cart')).toBeInTheDocument();
    expect(checkoutCalls).toEqual([]);
    expect(useCartStore.getState().cart).toHaveLength(1);
  });
});

describe('/cart gift note', () => {
  signedInWithBunnyInCart();

  it('counts the characters, keeps the choice with the saved cart and sends it with Proceed to Checkout', async () => {
    renderCart();
    const note = screen.getByRole('textbox', { name: 'Gift note' });
    expect(screen.getByText('0/250 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'This order is a gift' }));
    await userEvent.type(note, 'Happy birthday, Mo!');
    expect(screen.getByText('19/250 characters')).toBeInTheDocument();
    expect(useCartStore.getState().gift).toEqual({ isGift: true, note: 'Happy birthday, Mo!' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(redirectTo.assign).toHaveBeenCalledWith('/test-checkout/x'));
    expect(checkoutCalls).toEqual([
      {
        items: [{ productId: bunny.id, quantity: 1 }],
        isGift: true,
        giftNote: 'Happy birthday, Mo!',
      },
    ]);
    // A started checkout empties the cart and its gift choice with it.
    expect(useCartStore.getState().gift).toEqual({ isGift: false, note: '' });
  });

  it('sends no gift fields when none were chosen', async () => {
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(checkoutCalls).toHaveLength(1));
    expect(checkoutCalls[0]).toEqual({ items: [{ productId: bunny.id, quantity: 1 }] });
  });

  it("marks a note over 250 characters and shows the server's reason next to the field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/cart/checkout', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_error',
              message: 'Invalid request',
              fields: { giftNote: 'Gift note cannot contain control characters' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    useCartStore.getState().setGift({ note: 'x'.repeat(251) });
    renderCart();
    const note = screen.getByRole('textbox', { name: 'Gift note' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(
      '251/250 characters Gift note must be at most 250 characters',
    );
    await userEvent.clear(note);
    await userEvent.type(note, 'Hi');
    expect(note).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(
      await screen.findByText('Gift note cannot contain control characters'),
    ).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(
      '2/250 characters Gift note cannot contain control characters',
    );
    expect(useCartStore.getState().cart).toHaveLength(1);
  });
});

describe('/cart gift wrap', () => {
  const totals = () => screen.getByRole('region', { name: 'Order Summary' });

  signedInWithBunnyInCart();

  it("offers it at the maker's price; ticked, the totals show Gift wrap and the new Total, and checkout asks for it", async () => {
    renderCart();
    const wrap = await screen.findByRole('checkbox', { name: 'Gift wrap (+$4.00)' });
    expect(within(totals()).queryByText('Gift wrap')).not.toBeInTheDocument();
    await userEvent.click(wrap);
    expect((await within(totals()).findByText('Gift wrap')).closest('div')).toHaveTextContent(
      '$4.00',
    );
    expect(quoteCalls.at(-1)).toMatchObject({ giftWrap: true });
    expect(within(totals()).getByText('Total').closest('div')).toHaveTextContent(
      `$${((bunny.priceCents + 400) / 100).toFixed(2)}`,
    );
    expect(useCartStore.getState().gift.wrap).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(checkoutCalls).toHaveLength(1));
    expect(checkoutCalls[0]).toEqual({
      items: [{ productId: bunny.id, quantity: 1 }],
      giftWrap: true,
    });
  });

  it('shows no checkbox and asks for no wrap when the shop does not offer it', async () => {
    server.use(http.get('*/api/gift-wrap', () => HttpResponse.json({ priceCents: null })));
    useCartStore.getState().setGift({ wrap: true });
    renderCart();
    expect(await screen.findByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    await vi.waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /Gift wrap/ })).not.toBeInTheDocument(),
    );
    expect(within(totals()).queryByText('Gift wrap')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(checkoutCalls).toHaveLength(1));
    expect(checkoutCalls[0]).toEqual({ items: [{ productId: bunny.id, quantity: 1 }] });
  });
});

describe('/cart discount code', () => {
  const totals = () => screen.getByRole('region', { name: 'Order Summary' });

  signedInWithBunnyInCart();
  beforeEach(() => sessionStorage.clear());

  it('shows the discount the server priced, keeps the code for the tab and sends it at checkout', async () => {
    renderCart();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'take1');
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Discount code' })).getByRole('button', {
        name: 'Apply',
      }),
    );
    expect(
      (await within(totals()).findByText('Discount (TAKE1)')).closest('div'),
    ).toHaveTextContent('$1.00');
    expect(within(totals()).getByText('Total').closest('div')).toHaveTextContent(
      `$${((bunny.priceCents - 100) / 100).toFixed(2)}`,
    );
    expect(quoteCalls.at(-1)).toMatchObject({ discountCode: 'TAKE1' });
    // Kept through a trip to sign in or up (the same tab), until checkout takes it.
    expect(sessionStorage.getItem('discount-code')).toBe('TAKE1');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(checkoutCalls).toHaveLength(1));
    expect(checkoutCalls[0]).toMatchObject({ discountCode: 'TAKE1' });
    // Forgotten once the cart's emptying is saved (the checkout waits up to 3 s for that).
    await vi.waitFor(() => expect(sessionStorage.getItem('discount-code')).toBeNull(), {
      timeout: 5000,
    });
  });
});
