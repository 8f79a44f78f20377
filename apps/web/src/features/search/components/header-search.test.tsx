import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@shop/shared/schemas/search';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { HeaderSearch } from './header-search';

const SUGGESTIONS: SearchSuggestions = {
  products: [
    {
      id: 'throw',
      name: 'Ocean Ripple Blanket',
      priceCents: 12000,
      fromPrice: false,
      image: { src: '/uploads/products/throw-1200.webp', variants: [] },
    },
    { id: 'baby', name: 'Honeycomb Baby Blanket', priceCents: 6500, fromPrice: true, image: null },
  ],
  categories: [{ id: 'blankets', label: 'Crochet Blankets' }],
  posts: [{ id: 'care', title: 'Caring for your crochet blanket' }],
};

function answerSuggestions(answer: SearchSuggestions = SUGGESTIONS) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/search/suggest', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

function renderSearch() {
  return renderWithProviders(<HeaderSearch />);
}

const combobox = () => screen.getByRole('combobox', { name: 'Search' });
const path = (router: ReturnType<typeof renderSearch>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('HeaderSearch (WAI-ARIA combobox)', () => {
  it('suggests products with picture and price, categories and posts once typing pauses', async () => {
    const asked = answerSuggestions();
    const { user } = renderSearch();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.type(combobox(), 'blankit');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    // Debounced: one request for what was typed, not one per key.
    expect(asked).toEqual(['blankit']);
    const products = within(listbox).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ocean Ripple Blanket$120.00', 'Honeycomb Baby BlanketFrom $65.00']);
    expect(within(products).getAllByRole('option')[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/products/throw-1200.webp',
    );
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toHaveTextContent(
      'Crochet Blankets',
    );
    expect(within(listbox).getByRole('group', { name: 'From the blog' })).toHaveTextContent(
      'Caring for your crochet blanket',
    );
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions');
  });

  it('moves through the suggestions with the arrow keys, wrapping, focus staying in the field', async () => {
    answerSuggestions();
    const { user } = renderSearch();
    await user.type(combobox(), 'blank');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(combobox()).toHaveFocus();
  });

  it('Enter on a highlighted suggestion opens it', async () => {
    answerSuggestions();
    const { user, router } = renderSearch();
    await user.type(combobox(), 'blank');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(path(router)).toBe('/products?category=blankets');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with nothing highlighted opens the listing for what was typed', async () => {
    answerSuggestions();
    const { user, router } = renderSearch();
    await user.type(combobox(), 'blankit & co{Enter}');
    expect(path(router)).toBe('/products?search=blankit%20%26%20co');
  });

  it('Escape closes the suggestions, then empties the field', async () => {
    answerSuggestions();
    const { user } = renderSearch();
    await user.type(combobox(), 'blank');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('blank');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('a click on a suggestion opens it', async () => {
    answerSuggestions();
    const { user, router } = renderSearch();
    await user.type(combobox(), 'blank');
    await user.click(await screen.findByRole('option', { name: /Ocean Ripple Blanket/ }));
    expect(path(router)).toBe('/products/throw');
  });

  it('asks nothing for a single character and says when nothing resembles the text', async () => {
    const asked = answerSuggestions({ products: [], categories: [], posts: [] });
    const { user } = renderSearch();
    await user.type(combobox(), 'x');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await user.type(combobox(), 'qzv');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/No suggestions for “xqzv”/)).toBeVisible();
  });
});
