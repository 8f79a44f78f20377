import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DEFAULT_FILTERS, type ProductFilters } from '../filters';
import { FilterPanel, SEARCH_DEBOUNCE_MS } from './filter-panel';

beforeAll(() => {
  // Radix's slider measures its track with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** The panel with the filters as its state, like the URL of the products page. */
function renderPanel(
  initial: Partial<ProductFilters> = {},
  { cartLoader }: { cartLoader?: () => Promise<null> } = {},
) {
  const onChange = vi.fn();
  let setFilters: (filters: ProductFilters) => void = () => {};
  function Harness() {
    const [filters, set] = useState<ProductFilters>({ ...DEFAULT_FILTERS, ...initial });
    setFilters = set;
    return (
      <>
        <Link to="/cart">Cart</Link>
        <FilterPanel
          filters={filters}
          onChange={(changes) => {
            onChange(changes);
            set((current) => ({ ...current, ...changes }));
          }}
          onReset={() => set(DEFAULT_FILTERS)}
          activeCount={0}
        />
      </>
    );
  }
  const view = renderWithProviders(null, {
    path: '/products',
    routes: [
      { path: '/products', element: <Harness /> },
      { path: '/cart', loader: cartLoader ?? (() => null), element: <h1>Shopping Cart</h1> },
    ],
  });
  return { ...view, onChange, setFilters: (f: ProductFilters) => act(() => setFilters(f)) };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 150));

describe('FilterPanel search', () => {
  it('sends the typed text once typing pauses, once', async () => {
    const { user, onChange } = renderPanel();
    await user.type(screen.getByLabelText('Search'), 'bunny');
    expect(onChange).not.toHaveBeenCalled();
    await act(pause);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ search: 'bunny' });
  });

  it('sends at once on Enter and not again after the pause', async () => {
    const { user, onChange } = renderPanel();
    await user.type(screen.getByLabelText('Search'), 'hat{Enter}');
    expect(onChange).toHaveBeenCalledWith({ search: 'hat' });
    await act(pause);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows a search changed from outside and does not send the old text back', async () => {
    const { user, onChange, setFilters } = renderPanel({ search: 'bag' });
    const input = screen.getByLabelText('Search');
    expect(input).toHaveValue('bag');
    await user.type(input, 's');
    setFilters({ ...DEFAULT_FILTERS, search: '' });
    expect(input).toHaveValue('');
    await act(pause);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not pull the shopper back when they leave within the pause', async () => {
    let openCart: (value: null) => void = () => {};
    const cartLoader = () => new Promise<null>((resolve) => (openCart = resolve));
    const { user, onChange, router } = renderPanel({}, { cartLoader });
    await user.type(screen.getByLabelText('Search'), 'lamb');
    // The next page is still loading (its data, its code) when the pause ends.
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    await act(pause);
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => openCart(null));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/cart');
    expect(onChange).not.toHaveBeenCalled();
  });
});
