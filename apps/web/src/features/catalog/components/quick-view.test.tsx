import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, useLocation } from 'react-router';
import { MESSAGES } from '@shop/shared/messages';
import type { Product, ProductSummary } from '@shop/shared/schemas/product';
import { useCartStore } from '@/features/cart/store';
import { useSessionStore } from '@/features/accounts/store';
import { createProduct } from '@/test/factories';
import QuickView from './quick-view';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const wishlistCalls: unknown[] = [];
/** The whole product the dialog fetches (the listing's card carries less). */
let fullProduct: Product | null = null;
const handlers = [
  http.get('*/api/products/:id', ({ params }) =>
    fullProduct?.id === params.id
      ? HttpResponse.json(fullProduct)
      : HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
  ),
  http.post('*/api/wishlist', async ({ request }) => {
    const body = (await request.json()) as { productId: string };
    wishlistCalls.push(body);
    return HttpResponse.json({ productIds: [body.productId] });
  }),
  http.get('*/api/products/:id/rating', () => HttpResponse.json({ myRating: null })),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  wishlistCalls.length = 0;
  vi.restoreAllMocks();
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderQuickView(product: Product, onClose = vi.fn()) {
  return renderQuickViewOf(product, product, onClose);
}

/** The dialog opened on a listing's card, with the server answering `full` for its product. */
function renderQuickViewOf(product: ProductSummary, full: Product, onClose = vi.fn()) {
  fullProduct = full;
  const router = createMemoryRouter(
    [
      {
        path: '/products',
        element: (
          <>
            <QuickView product={product} onClose={onClose} />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/products'] },
  );
  renderWithProviders(null, { router });
  return { dialog: screen.getByRole('dialog', { name: product.name }), router, onClose };
}

const quantityField = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: 'Quantity' });

describe('QuickView quantity', () => {
  beforeEach(() => {
    useCartStore.setState({ cart: [] });
    useSessionStore.setState({ user: null, wishlist: [], isAdmin: false });
  });

  it('the plus button stops at the stock', async () => {
    const { dialog } = renderQuickView(createProduct({ stock: 3 }));
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 5; i++) if (!plus.hasAttribute('disabled')) await userEvent.click(plus);
    expect(quantityField(dialog)).toHaveValue(3);
    expect(plus).toBeDisabled();
  });

  it('minus never goes below 1', async () => {
    const { dialog } = renderQuickView(createProduct({ stock: 3 }));
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    expect(quantityField(dialog)).toHaveValue(1);
  });

  it('typing enforces only the minimum of 1', async () => {
    const product = createProduct({ stock: 3 });
    const { dialog } = renderQuickView(product);
    const field = quantityField(dialog);

    await userEvent.clear(field);
    await userEvent.type(field, '0');
    expect(field).toHaveValue(1);

    await userEvent.clear(field);
    await userEvent.type(field, '8');
    expect(field).toHaveValue(8);

    await userEvent.clear(field);
    await userEvent.tab();
    expect(field).toHaveValue(1);
  });

  it('adds the chosen quantity to the cart; Buy Now adds and goes to /cart', async () => {
    const product = createProduct({ stock: 9 });
    const { dialog } = renderQuickView(product);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().cart[0]?.quantity).toBe(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    expect(useCartStore.getState().cart[0]?.quantity).toBe(4);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('out of stock: no quantity selector, a disabled Out of Stock button, no cart buttons', () => {
    const { dialog } = renderQuickView(createProduct({ stock: 0 }));
    expect(within(dialog).queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });
});

describe('QuickView gallery, sign-in prompts and closing', () => {
  beforeEach(() => {
    useCartStore.setState({ cart: [] });
    useSessionStore.setState({ user: null, wishlist: [], isAdmin: false });
  });

  const threeImages = createProduct({
    images: ['a', 'b', 'c'].map((name) => ({ src: `/${name}.webp`, variants: [] })),
  });

  it('shows the card at once, then the whole product: every image, the whole description', async () => {
    const description = 'Long story. '.repeat(40).trim();
    const full = createProduct({ ...threeImages, id: 'p-full', description });
    const card = { ...full, images: full.images.slice(0, 1), description: 'Long story. Lo…' };
    const { dialog } = renderQuickViewOf(card, full);
    expect(within(dialog).getByText('Long story. Lo…')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByTestId('gallery-position')).toHaveTextContent('1 / 3'),
    );
    expect(within(dialog).getByText(description)).toBeInTheDocument();
  });

  it('previous/next buttons, arrow keys and thumbnails move the gallery', async () => {
    const { dialog } = renderQuickView(threeImages);
    const position = within(dialog).getByTestId('gallery-position');
    expect(position).toHaveTextContent('1 / 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(position).toHaveTextContent('3 / 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(position).toHaveTextContent('1 / 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show image 2 of 3' }));
    expect(position).toHaveTextContent('2 / 3');
    expect(within(dialog).getByAltText(`${threeImages.name}, image 2 of 3`)).toHaveAttribute(
      'src',
      '/b.webp',
    );
  });

  it('click-to-zoom toggles zoom on and off', async () => {
    const { dialog } = renderQuickView(threeImages);
    const zoom = within(dialog).getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoom);
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('signed out, the wishlist asks the shop’s question and goes to /signin on yes', async () => {
    const { dialog } = renderQuickView(createProduct());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Wishlist' }));
    const prompt = await screen.findByRole('alertdialog', { name: MESSAGES.signInToWishlist });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(wishlistCalls).toEqual([]);
  });

  it('signed out, rating asks the shop’s question and stays put on no', async () => {
    const { dialog } = renderQuickView(createProduct());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rate 4 out of 5' }));
    const prompt = await screen.findByRole('alertdialog', { name: MESSAGES.signInToRate });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('signed in, Add to Wishlist calls the API and the store takes the answer', async () => {
    useSessionStore.setState({
      user: { id: 'u1', email: 'shopper@example.com', createdAt: '2026-01-01T00:00:00Z' },
    });
    const product = createProduct();
    const { dialog } = renderQuickView(product);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(useSessionStore.getState().wishlist).toEqual([product.id]));
    expect(wishlistCalls).toEqual([{ productId: product.id }]);
    expect(
      await within(dialog).findByRole('button', { name: 'Remove from Wishlist' }),
    ).toBeInTheDocument();
  });

  it('Escape and the close button close it', async () => {
    const { onClose, dialog } = renderQuickView(createProduct());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
