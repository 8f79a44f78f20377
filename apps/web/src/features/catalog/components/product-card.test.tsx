import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof createProduct>[0] = {}, onQuickView = vi.fn()) {
  const product = createProduct(overrides);
  render(
    <MemoryRouter>
      <ProductCard product={product} onQuickView={onQuickView} />
    </MemoryRouter>,
  );
  return { product, card: screen.getByRole('article', { name: product.name }), onQuickView };
}

describe('ProductCard', () => {
  beforeEach(() => useCartStore.setState({ cart: [] }));

  it('shows name, two-line description, review count, and links to the product page', () => {
    const { product, card } = renderCard({ reviewsCount: 12 });
    const link = within(card).getByRole('link', { name: product.name });
    expect(link).toHaveAttribute('href', `/products/${product.id}`);
    const description = within(card).getByText(product.description);
    expect(description).toHaveClass('line-clamp-2');
    expect(within(card).getByText('12 reviews')).toBeInTheDocument();
  });

  it('rounds the star rating down', () => {
    const { card } = renderCard({ rating: 4.9 });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('rounds 2.5 down to 2 stars and shows a rating of 0 as 0', () => {
    renderCard({ rating: 2.5, name: 'Half' });
    renderCard({ rating: 0, name: 'Unrated', reviewsCount: 0 });
    expect(
      within(screen.getByRole('article', { name: 'Half' })).getByRole('img', {
        name: 'Rated 2 out of 5',
      }),
    ).toBeInTheDocument();
    const unrated = screen.getByRole('article', { name: 'Unrated' });
    expect(within(unrated).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(within(unrated).getByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows the price with a dollar sign and two decimals', () => {
    renderCard({ priceCents: 1200, name: 'Whole' });
    renderCard({ priceCents: 2405, name: 'Cents' });
    expect(
      within(screen.getByRole('article', { name: 'Whole' })).getByText('$12.00'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Cents' })).getByText('$24.05'),
    ).toBeVisible();
  });

  it('uses the first image with its srcset, lazily loaded, with the product name as alt', () => {
    const { product, card } = renderCard({
      images: [
        {
          src: '/a-1200.webp',
          variants: [
            { width: 400, src: '/a-400.webp' },
            { width: 1200, src: '/a-1200.webp' },
          ],
        },
        { src: '/b.webp', variants: [] },
      ],
    });
    const image = within(card).getByAltText(product.name);
    expect(image).toHaveAttribute('src', '/a-1200.webp');
    expect(image).toHaveAttribute('srcset', '/a-400.webp 400w, /a-1200.webp 1200w');
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('in stock: Add to Cart adds one, no Out of Stock badge, no Notify Me', async () => {
    const { product, card } = renderCard({ stock: 3 });
    expect(within(card).queryByText('Out of Stock')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /notify me/i })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().cart).toEqual([
      { productId: product.id, quantity: 1, name: product.name, priceCents: product.priceCents },
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().cart[0]?.quantity).toBe(2);
  });

  it('out of stock: badge, a disabled Notify Me, and no Add to Cart', () => {
    const { card } = renderCard({ stock: 0 });
    expect(within(card).getByText('Out of Stock')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Notify Me' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('Quick View hands the product to the grid', async () => {
    const { product, card, onQuickView } = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: `Quick View ${product.name}` }));
    expect(onQuickView).toHaveBeenCalledWith(product);
  });
});

describe('ProductCard’s heart', () => {
  const calls: string[] = [];
  beforeEach(() => {
    useSessionStore.setState({ user: null, wishlist: [] });
    server.use(
      http.post('*/api/wishlist', async ({ request }) => {
        const { productId } = (await request.json()) as { productId: string };
        calls.push(`add ${productId}`);
        return HttpResponse.json({ productIds: [productId] });
      }),
      http.delete('*/api/wishlist/:id', ({ params }) => {
        calls.push(`remove ${String(params.id)}`);
        return HttpResponse.json({ productIds: [] });
      }),
    );
  });
  afterEach(() => {
    calls.length = 0;
  });

  function Where() {
    return <p data-testid="location">{useLocation().pathname}</p>;
  }

  function renderListingCard() {
    const product = createProduct({ name: 'Sage Fox' });
    const rendered = renderWithProviders(
      <>
        <ProductCard product={product} />
        <Where />
      </>,
      { path: '/products?category=amigurumi' },
    );
    return { ...rendered, product, card: screen.getByRole('article', { name: 'Sage Fox' }) };
  }

  it('is a submit button of a form to /forms/wishlist, for the page it is on', () => {
    const { product, card } = renderListingCard();
    const heart = within(card).getByRole('button', { name: 'Add Sage Fox to Wishlist' });
    expect(heart).toHaveAttribute('type', 'submit');
    const form = heart.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/wishlist');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      form: 'wishlist',
      returnTo: '/products?category=amigurumi',
      productId: product.id,
      intent: 'add',
    });
  });

  it('signed in, the app adds and removes the piece in place', async () => {
    useSessionStore.setState({
      user: { id: 'u1', email: 'shopper@example.com', createdAt: '2026-01-01T00:00:00Z' },
    });
    const { product, card, user } = renderListingCard();
    await user.click(within(card).getByRole('button', { name: 'Add Sage Fox to Wishlist' }));
    const remove = await within(card).findByRole('button', {
      name: 'Remove Sage Fox from Wishlist',
    });
    expect(useSessionStore.getState().wishlist).toEqual([product.id]);
    expect(remove.closest('form')!.querySelector('[name=intent]')).toHaveValue('remove');
    await user.click(remove);
    await waitFor(() => expect(useSessionStore.getState().wishlist).toEqual([]));
    expect(calls).toEqual([`add ${product.id}`, `remove ${product.id}`]);
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('signed out, the app asks the shop’s question and goes to /signin on yes', async () => {
    const { card, user } = renderListingCard();
    await user.click(within(card).getByRole('button', { name: 'Add Sage Fox to Wishlist' }));
    const prompt = await screen.findByRole('alertdialog', { name: MESSAGES.signInToWishlist });
    await user.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(calls).toEqual([]);
  });
});
