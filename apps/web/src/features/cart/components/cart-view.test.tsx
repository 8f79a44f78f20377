import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { Product } from '@shop/shared/schemas/product';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { CartView, type CartViewProps } from './cart-view';
import { CartTotals } from './cart-totals';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

let catalog: Product[] = [];
const handlers = [
  http.get('*/api/products/by-ids', ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    return HttpResponse.json({ items: catalog.filter((p) => ids.includes(p.id)) });
  }),
];
beforeEach(() => server.use(...handlers));

function renderCart(props: Partial<CartViewProps> = {}) {
  const onCheckout = vi.fn();
  renderWithProviders(<CartView onCheckout={onCheckout} {...props} />);
  return { onCheckout };
}

const line = (name: string) => screen.getByRole('listitem', { name });

describe('CartView', () => {
  beforeEach(() => useCartStore.setState({ cart: [] }));

  it("an empty cart says 'Your cart is empty' with Continue Shopping", () => {
    renderCart();
    expect(screen.getByText(MESSAGES.cartEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows each line and an Order Summary with the totals it is given, in dollars', async () => {
    const bunny = createProduct({ name: 'Bunny', priceCents: 2450 });
    const tote = createProduct({ name: 'Tote', priceCents: 5800 });
    catalog = [bunny, tote];
    useCartStore.getState().addToCart(bunny, 2);
    useCartStore.getState().addToCart(tote, 1);
    const quote = {
      lines: [],
      subtotalCents: 10700,
      discount: null,
      discountError: null,
      giftWrapCents: 0,
      totalCents: 10700,
    };
    const { onCheckout } = renderCart({
      totals: <CartTotals quote={quote} isLoading={false} isError={false} />,
    });

    expect(within(line('Bunny')).getByRole('link', { name: 'Bunny' })).toHaveAttribute(
      'href',
      `/products/${bunny.id}`,
    );
    expect(within(line('Bunny')).getByText('$24.50')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal', { exact: true })).toBeInTheDocument();
    expect(within(summary).getAllByText('$107.00')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('minus never goes below 1, plus stops at the stock, remove deletes the line', async () => {
    const bunny = createProduct({ name: 'Bunny', stock: 3 });
    catalog = [bunny];
    useCartStore.getState().addToCart(bunny, 2);
    renderCart();
    const minus = within(line('Bunny')).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(line('Bunny')).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(minus);
    expect(minus).toBeDisabled();
    expect(useCartStore.getState().cart[0]?.quantity).toBe(1);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(plus).toBeDisabled();
    expect(useCartStore.getState().cart[0]?.quantity).toBe(3);
    await userEvent.click(within(line('Bunny')).getByRole('button', { name: 'Remove Bunny' }));
    expect(useCartStore.getState().cart).toEqual([]);
    expect(screen.getByText(MESSAGES.cartEmpty)).toBeInTheDocument();
  });

  it('refreshes the saved lines from the API: new prices, gone products, capped quantities', async () => {
    const bunny = createProduct({ name: 'Bunny', priceCents: 2000, stock: 9 });
    const gone = createProduct({ name: 'Old Hat' });
    const tote = createProduct({ name: 'Tote', stock: 9 });
    useCartStore.setState({
      cart: [
        { productId: bunny.id, quantity: 1, name: bunny.name, priceCents: bunny.priceCents },
        { productId: gone.id, quantity: 1, name: gone.name, priceCents: gone.priceCents },
        { productId: tote.id, quantity: 5, name: tote.name, priceCents: tote.priceCents },
      ],
    });
    catalog = [
      { ...bunny, priceCents: 2500 },
      { ...tote, stock: 2 },
    ];
    renderCart();

    const notices = await screen.findByText(/We updated your cart/);
    const box = notices.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('The price of “Bunny” changed from $20.00 to $25.00.');
    expect(box).toHaveTextContent(
      '“Old Hat” is no longer available and was removed from your cart.',
    );
    expect(box).toHaveTextContent('Only 2 of “Tote” are left, so we updated your quantity.');
    expect(screen.queryByRole('listitem', { name: 'Old Hat' })).not.toBeInTheDocument();
    expect(within(line('Bunny')).getByText('$20.00')).toBeInTheDocument();
    expect(useCartStore.getState().cart.map((l) => [l.name, l.quantity, l.priceCents])).toEqual([
      ['Bunny', 1, 2500],
      ['Tote', 2, tote.priceCents],
    ]);
  });

  it('flags out-of-stock lines and holds checkout until they are removed', async () => {
    const bunny = createProduct({ name: 'Bunny' });
    catalog = [{ ...bunny, stock: 0 }];
    useCartStore.getState().addToCart(bunny, 1);
    renderCart();
    expect(await within(line('Bunny')).findByText(/Out of stock/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });

  it('shows the checkout error and the per-line reasons the route passes', () => {
    const bunny = createProduct({ name: 'Bunny' });
    catalog = [bunny];
    useCartStore.getState().addToCart(bunny, 1);
    renderCart({
      error: MESSAGES.checkoutFailed,
      lineErrors: { [bunny.id]: 'Only 1 left in stock' },
    });
    expect(within(line('Bunny')).getByRole('alert')).toHaveTextContent('Only 1 left in stock');
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).getByRole('alert'),
    ).toHaveTextContent(MESSAGES.checkoutFailed);
  });
});
