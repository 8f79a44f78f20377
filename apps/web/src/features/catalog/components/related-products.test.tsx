import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createProduct } from '@/test/factories';
import { RelatedProducts } from './related-products';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

describe('RelatedProducts under a product', () => {
  it("shows 'You may also like' with the suggested product cards", async () => {
    const items = [createProduct({ name: 'Moss Throw' }), createProduct({ name: 'Sun Bag' })];
    server.use(http.get('*/api/products/p1/related', () => HttpResponse.json({ items })));
    renderWithProviders(<RelatedProducts productId="p1" />);
    const section = await screen.findByRole('region', { name: 'You may also like' });
    expect(section).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Moss Throw' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
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
