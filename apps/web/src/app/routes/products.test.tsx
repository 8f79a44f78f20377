import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { Product } from '@shop/shared/schemas/product';
import { createProduct } from '@/test/factories';
import ProductsPage from './products';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const requests: URLSearchParams[] = [];
let catalog: Product[] = [];
const handlers = [
  http.get('*/api/products', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const items = catalog.filter(
      (p) => !params.get('category') || params.get('category') === p.category,
    );
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 24);
    return HttpResponse.json({
      items: items.slice((page - 1) * pageSize, page * pageSize),
      total: items.length,
      page,
      pageSize,
    });
  }),
];
beforeEach(() => server.use(...handlers));
beforeAll(() => {
  // Radix's slider measures its track with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  requests.length = 0;
});

function renderProducts(url: string) {
  const router = createMemoryRouter([{ path: '/products', element: <ProductsPage /> }], {
    initialEntries: [url],
  });
  renderWithProviders(null, { router });
  return router;
}

const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);

describe('Products page: filters live in the URL, filtering happens on the server', () => {
  it('a shared link restores the filters and asks the API with them', async () => {
    catalog = [createProduct({ category: 'hats', name: 'Beanie' })];
    renderProducts('/products?category=hats&minPrice=20&inStock=true&sortBy=rating&search=bean');
    expect(await screen.findByRole('article', { name: 'Beanie' })).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({
      category: 'hats',
      minPrice: '20',
      inStock: 'true',
      sortBy: 'rating',
      search: 'bean',
      page: '1',
    });
    expect(lastRequest()).not.toHaveProperty('maxPrice');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByLabelText('Category')).toHaveValue('hats');
    expect(within(filters).getByLabelText('Sort by')).toHaveValue('rating');
    expect(within(filters).getByLabelText('In stock only')).toBeChecked();
    expect(within(filters).getByLabelText('Search')).toHaveValue('bean');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crochet Hats');
  });

  it('changing a filter writes it to the URL', async () => {
    catalog = [createProduct({ category: 'bags', name: 'Tote' })];
    const router = renderProducts('/products');
    await screen.findByRole('article', { name: 'Tote' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.selectOptions(within(filters).getByLabelText('Category'), 'bags');
    expect(router.state.location.search).toBe('?category=bags');
    await userEvent.click(within(filters).getByLabelText('In stock only'));
    expect(router.state.location.search).toBe('?category=bags&inStock=true');
    await waitFor(() => expect(lastRequest()).toMatchObject({ category: 'bags', inStock: 'true' }));
  });

  it('the Type filter shows digital patterns only, under their own heading', async () => {
    catalog = [createProduct({ name: 'Tote' })];
    const router = renderProducts('/products');
    await screen.findByRole('article', { name: 'Tote' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const type = within(filters).getByLabelText('Type');
    // A field of the GET form, so the choice is sent with scripts off too.
    expect(type).toHaveAttribute('name', 'kind');
    await userEvent.selectOptions(type, 'Digital patterns (PDF)');
    expect(router.state.location.search).toBe('?kind=pattern');
    await waitFor(() => expect(lastRequest()).toMatchObject({ kind: 'pattern' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Digital Patterns');
    expect(within(filters).getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it("no match shows 'No products found' and Clear filters resets everything", async () => {
    catalog = [createProduct({ category: 'hats', name: 'Beanie' })];
    const router = renderProducts('/products?category=bags&sortBy=newest');
    expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Products' });
    const clear = within(results).getByRole('link', { name: 'Clear filters' });
    // A link to the bare listing, so it works before the app runs too.
    expect(clear).toHaveAttribute('href', '/products');
    await userEvent.click(clear);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('article', { name: 'Beanie' })).toBeInTheDocument();
  });

  it('pages with Load more and says how many are shown', async () => {
    catalog = Array.from({ length: 14 }, (_, i) => createProduct({ name: `Piece ${i + 1}` }));
    renderProducts('/products');
    expect(await screen.findByText('Showing 12 of 14 products')).toBeInTheDocument();
    const loadMore = screen.getByRole('link', { name: 'Load more' });
    // Without the app: the listing with two pages, at the first new card.
    expect(loadMore).toHaveAttribute('href', '/products?page=2#listing-item-13');
    await userEvent.click(loadMore);
    expect(await screen.findByText('Showing 14 of 14 products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
