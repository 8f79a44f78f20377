import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
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
function renderPanel(initial: Partial<ProductFilters> = {}) {
  const onChange = vi.fn();
  let setFilters: (filters: ProductFilters) => void = () => {};
  function Harness() {
    const [filters, set] = useState<ProductFilters>({ ...DEFAULT_FILTERS, ...initial });
    setFilters = set;
    return (
      <FilterPanel
        filters={filters}
        onChange={(changes) => {
          onChange(changes);
          set((current) => ({ ...current, ...changes }));
        }}
        onReset={() => set(DEFAULT_FILTERS)}
        activeCount={0}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
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
});
