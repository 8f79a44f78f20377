import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProduct, AdminProductInput } from '@shop/shared/schemas/admin-product';
import { createAdminProduct } from '@/test/factories';
import { ProductForm } from './product-form';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const product = createAdminProduct();

/** The form of `product`, with the bodies of its saves kept in `bodies`. */
function renderSavingForm() {
  const bodies: AdminProductInput[] = [];
  server.use(
    http.put('*/api/admin/products/:id', async ({ request }) => {
      bodies.push((await request.json()) as AdminProductInput);
      return HttpResponse.json(product);
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<ProductForm product={product} onSaved={vi.fn()} />);
  return { bodies, user };
}

describe('ProductForm options', () => {
  it('adding an option generates the variant grid and saves options and variants', async () => {
    const { bodies, user } = renderSavingForm();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option name'), 'Size');
    await user.type(screen.getByLabelText('Value 1 of Size'), 'S');
    await user.click(screen.getByRole('button', { name: 'Add value' }));
    await user.type(screen.getByLabelText('Value 2 of Size'), 'M');
    const table = screen.getByRole('table', { name: 'Variants' });
    expect(within(table).getByRole('rowheader', { name: 'S' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'M' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Stock of M'));
    await user.type(screen.getByLabelText('Stock of M'), '4');
    await user.type(screen.getByLabelText('Price of M'), '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(bodies[0]!.variants).toEqual([
      { optionValues: ['S'], stock: 0, price: null, sku: null, image: null },
      { optionValues: ['M'], stock: 4, price: 50, sku: null, image: null },
    ]);
  });

  it('a product without options saves as before (no options sent)', async () => {
    const { bodies, user } = renderSavingForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('options');
    expect(bodies[0]).not.toHaveProperty('personalisation');
  });

  it('shows a server refusal next to the option values', async () => {
    const message = 'Open orders hold M: #1042';
    server.use(
      http.put('*/api/admin/products/:id', () =>
        HttpResponse.json(
          {
            error: { code: 'validation_failed', message, fields: { 'options.0.values': message } },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const withOptions: AdminProduct = {
      ...product,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { id: 'v1', optionValues: ['S'], stock: 1, priceCents: 4550, sku: null, image: null },
        { id: 'v2', optionValues: ['M'], stock: 1, priceCents: 4550, sku: null, image: null },
      ],
    };
    renderWithProviders(<ProductForm product={withOptions} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Remove M' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alerts = await screen.findAllByText(message);
    expect(alerts.length).toBeGreaterThan(0);
  });
});
