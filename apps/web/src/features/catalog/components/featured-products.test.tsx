import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { createProduct } from '@/test/factories';
import { FeaturedProducts } from './featured-products';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

let answer: () => Response = () => HttpResponse.json({ items: [] });
const handlers = [http.get('*/api/products/featured', () => answer())];
beforeEach(() => server.use(...handlers));

function renderFeatured() {
  renderWithProviders(<FeaturedProducts />);
}

describe('FeaturedProducts (SPEC §2 Home, §4 featured states)', () => {
  it('shows loading placeholders, then up to 3 product cards', async () => {
    const products = [1, 2, 3, 4].map((n) => createProduct({ name: `Featured ${n}` }));
    answer = () => HttpResponse.json({ items: products });
    renderFeatured();
    expect(screen.getByRole('status', { name: 'Loading featured products' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Featured 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("says 'No featured products available' when there are none", async () => {
    answer = () => HttpResponse.json({ items: [] });
    renderFeatured();
    expect(await screen.findByText(MESSAGES.noFeatured)).toBeInTheDocument();
  });

  it('shows SPEC’s error with Try Again, which loads them again', async () => {
    answer = () =>
      HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
    renderFeatured();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.featuredLoadFailed);

    answer = () => HttpResponse.json({ items: [createProduct({ name: 'Back again' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
