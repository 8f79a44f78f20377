import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/schemas/product';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { createProduct } from '@/test/factories';
import { apiError, mockApi, server } from '@/test/msw';
import { ProductGrid } from './product-grid';
import { renderWithProviders } from '@/test/render';

/** The quick view fetches the whole product behind a card (ADR 015's lean listing). */
function serveProducts(products: Product[]) {
  server.use(
    mockApi.get<Product>('/api/products/:id', ({ params }) => {
      const product = products.find((p) => p.id === params.id);
      return product ?? apiError(404, { code: 'not_found', message: 'Product not found' });
    }),
  );
}

describe('ProductGrid quick view', () => {
  beforeEach(() => {
    useSessionStore.setState({ user: null, wishlist: [] });
    useCartStore.setState({ cart: [] });
  });

  it('opens one product, traps focus inside, closes on Escape and returns focus', async () => {
    const products = [createProduct({ name: 'Bunny' }), createProduct({ name: 'Bear' })];
    serveProducts(products);
    renderWithProviders(<ProductGrid products={products} />);
    const opener = screen.getByRole('button', { name: 'Quick View Bear' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Bear' }, { timeout: 8000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('region', { name: 'Bear photos' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on the backdrop', async () => {
    const bunny = createProduct({ name: 'Bunny' });
    serveProducts([bunny]);
    renderWithProviders(<ProductGrid products={[bunny]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick View Bunny' }));
    await screen.findByRole('dialog', { name: 'Bunny' }, { timeout: 8000 });
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
