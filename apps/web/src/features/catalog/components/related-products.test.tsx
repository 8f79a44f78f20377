import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/test/factories';
import { RelatedProducts } from './related-products';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

describe('RelatedProducts under a product', () => {
  it("shows 'You may also like' as links to the suggested products, with no buying buttons", async () => {
    const items = [
      createProduct({ id: 'moss', name: 'Moss Throw', priceCents: 8900 }),
      createProduct({ id: 'sun', name: 'Sun Bag', stock: 0 }),
    ];
    server.use(http.get('*/api/products/p1/related', () => HttpResponse.json({ items })));
    renderWithProviders(<RelatedProducts productId="p1" />);
    const section = await screen.findByRole('region', { name: 'You may also like' });
    const moss = within(section).getByRole('link', { name: /Moss Throw/ });
    expect(moss).toHaveAttribute('href', '/products/moss');
    expect(moss).toHaveTextContent('$89.00');
    expect(within(section).getByRole('link', { name: /Sun Bag/ })).toHaveTextContent(
      'Out of Stock',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    // The product page keeps a single "Add to Cart": the suggestions are links only.
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when there is nothing to suggest', async () => {
    let asked = false;
    server.use(
      http.get('*/api/products/p2/related', () => {
        asked = true;
        return HttpResponse.json({ items: [] });
      }),
    );
    renderWithProviders(<RelatedProducts productId="p2" />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
  });
});
