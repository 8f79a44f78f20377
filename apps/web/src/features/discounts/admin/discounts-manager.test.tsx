import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Discount, DiscountInput } from '@shop/shared/schemas/discount';
import { createProduct } from '@/test/factories';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { DiscountsManager } from './discounts-manager';

const bunny = createProduct({ id: 'p-bunny', name: 'Bunny Lovey', priceCents: 2400 });
const bear = createProduct({ id: 'p-bear', name: 'Bear Rattle', priceCents: 1800 });

const spring: Discount = {
  id: 'd1',
  code: 'SPRING15',
  kind: 'percent',
  percent: 15,
  amountCents: null,
  minSubtotalCents: 4000,
  startsAt: null,
  endsAt: null,
  usageLimit: 50,
  oncePerCustomer: false,
  productIds: ['p-bear'],
  products: [{ id: 'p-bear', name: 'Bear Rattle' }],
  categories: [],
  paused: false,
  uses: 3,
  createdAt: '2026-05-01T10:00:00.000Z',
};

let saved: DiscountInput[] = [];
let list: Discount[] = [];

beforeEach(() => {
  saved = [];
  list = [spring];
  server.use(
    http.get('*/api/admin/discounts', () => HttpResponse.json({ items: list })),
    http.get('*/api/admin/products', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const items = [bunny, bear].filter((p) =>
        p.name.toLowerCase().includes(search.toLowerCase()),
      );
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 6 });
    }),
    http.put('*/api/admin/discounts/:id', async ({ request, params }) => {
      const input = (await request.json()) as DiscountInput;
      saved.push(input);
      if (input.percent !== null && input.percent !== undefined && input.percent > 100) {
        return HttpResponse.json(
          {
            error: {
              code: 'validation_error',
              message: 'Invalid request',
              fields: { percent: "Percent can't be above 100" },
            },
          },
          { status: 400 },
        );
      }
      const updated: Discount = {
        ...spring,
        id: String(params.id),
        code: input.code.toUpperCase(),
        percent: input.percent ?? null,
        minSubtotalCents: input.minSubtotalCents ?? 0,
        productIds: input.productIds,
        products: [bunny, bear]
          .filter((p) => input.productIds.includes(p.id))
          .map((p) => ({ id: p.id, name: p.name })),
        categories: input.categories,
      };
      list = [updated];
      return HttpResponse.json(updated);
    }),
  );
});

describe('Admin → Discounts', () => {
  it('lists a code with what it is limited to and its uses', async () => {
    renderWithProviders(<DiscountsManager />);
    const row = (await screen.findByText('SPRING15')).closest('li')!;
    expect(row).toHaveTextContent('15% off · over $40.00 · Bear Rattle');
    expect(row).toHaveTextContent('3 of 50');
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('edits a code: the product picker searches by name, a category is chosen, and the server’s field error shows', async () => {
    renderWithProviders(<DiscountsManager />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SPRING15' }));
    const form = screen.getByRole('form', { name: 'Edit discount code SPRING15' });
    const percent = within(form).getByLabelText('Percent');
    expect(percent).toHaveValue('15');
    expect(within(form).getByLabelText('Minimum subtotal (USD, optional)')).toHaveValue('40.00');

    const chosen = within(form).getByRole('list', { name: 'Chosen products' });
    expect(within(chosen).getByText('Bear Rattle')).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('Search products'));
    await userEvent.paste('bunny');
    const matches = within(form).getByRole('list', { name: 'Matching products' });
    await userEvent.click(await within(matches).findByRole('button', { name: 'Add Bunny Lovey' }));
    expect(within(chosen).getByText('Bunny Lovey')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Bear Rattle' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Amigurumi' }));

    await userEvent.clear(percent);
    await userEvent.paste('120');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText("Percent can't be above 100")).toBeInTheDocument();

    await userEvent.clear(percent);
    await userEvent.paste('20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const row = (await screen.findByText('SPRING15')).closest('li')!;
    expect(row).toHaveTextContent('20% off');
    expect(saved.at(-1)).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      percent: 20,
      minSubtotalCents: 4000,
      usageLimit: 50,
      productIds: ['p-bunny'],
      categories: ['amigurumi'],
    });
    expect(row).toHaveTextContent('Amigurumi');
    expect(row).toHaveTextContent('Bunny Lovey');
  }, 20_000);
});
