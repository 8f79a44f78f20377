import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
} from './filters';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filters ↔ query string', () => {
  it('an empty query string is the default filter set, and defaults write nothing', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
  });

  it('reads every filter from a shared link', () => {
    expect(
      parse(
        'category=hats&kind=pattern&minPrice=20&maxPrice=80&inStock=true&sortBy=price-low&search=beanie',
      ),
    ).toEqual({
      category: 'hats',
      kind: 'pattern',
      minPrice: 20,
      maxPrice: 80,
      inStock: true,
      sortBy: 'price-low',
      search: 'beanie',
    });
  });

  it('writes filters in a stable order, omitting defaults, and round-trips', () => {
    const filters = { ...DEFAULT_FILTERS, category: 'bags' as const, sortBy: 'rating' as const };
    const query = filtersToSearchParams(filters).toString();
    expect(query).toBe('category=bags&sortBy=rating');
    expect(parse(query)).toEqual(filters);

    const all = {
      category: 'home-decor' as const,
      kind: 'physical' as const,
      minPrice: 10,
      maxPrice: 990,
      inStock: true,
      sortBy: 'newest' as const,
      search: 'plant hanger',
    };
    const full = filtersToSearchParams(all).toString();
    expect(full).toBe(
      'category=home-decor&kind=physical&minPrice=10&maxPrice=990&inStock=true&sortBy=newest&search=plant+hanger',
    );
    expect(parse(full)).toEqual(all);
    expect(countActiveFilters(all)).toBe(6);
  });

  it('falls back to defaults for values that do not parse', () => {
    expect(parse('category=socks&kind=ebook&sortBy=cheapest&inStock=yes&minPrice=abc')).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('clamps prices to the slider range and orders a reversed range', () => {
    expect(parse('minPrice=-50&maxPrice=5000')).toMatchObject({ minPrice: 0, maxPrice: 1000 });
    expect(parse('minPrice=300&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 300 });
  });

  it('trims the search and drops an empty one', () => {
    expect(parse('search=%20%20bunny%20')).toMatchObject({ search: 'bunny' });
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, search: '   ' }).toString()).toBe('');
  });

  it('the API query leaves out the slider top, so pieces above $1000 are not hidden', () => {
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, minPrice: 50 })).toEqual({ minPrice: '50' });
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, maxPrice: 200 })).toEqual({ maxPrice: '200' });
  });
});
