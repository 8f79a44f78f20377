import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/accounts/store';
import { BackInStockForm } from './back-in-stock-form';
import { apiError, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const requests: unknown[] = [];
let isWaiting = false;
const handlers = [
  http.post('*/api/products/:id/stock-alert', async ({ request, params }) => {
    const body = (await request.json()) as { email?: string };
    requests.push({ id: params.id, ...body });
    if (body.email === 'taken@example') {
      return apiError(400, {
        code: 'validation_failed',
        message: 'Please enter a valid email address',
      });
    }
    return HttpResponse.json({ status: body.email ? 'confirmation_sent' : 'waiting' });
  }),
  http.get('*/api/products/:id/stock-alert', () => HttpResponse.json({ isWaiting })),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  requests.length = 0;
  isWaiting = false;
  useSessionStore.setState({ user: null });
});

const product = { id: 'p-1', name: 'Tiny Whale' };

function renderForm() {
  renderWithProviders(<BackInStockForm product={product} />);
}

describe('BackInStockForm', () => {
  it('visitor: sends the typed address and asks them to confirm it from the mail', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Your email'), 'fern@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done: we sent a link to fern@example.com.',
    );
    expect(requests).toEqual([{ id: 'p-1', email: 'fern@example.com' }]);
  });

  it('visitor: shows the server’s message when the request is refused', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Your email'), 'taken@example');
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
  });

  it('signed in: one click, no address to type, then says where the mail will go', async () => {
    useSessionStore.setState({ user: { id: 'u1', email: 'sage@example.com', createdAt: '' } });
    renderForm();
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We'll email sage@example.com once when it's back.",
    );
    expect(requests).toEqual([{ id: 'p-1' }]);
  });

  it('signed in and already waiting: says so instead of offering the button', async () => {
    isWaiting = true;
    useSessionStore.setState({ user: { id: 'u2', email: 'moss@example.com', createdAt: '' } });
    renderForm();
    expect(await screen.findByRole('status')).toHaveTextContent("We'll email moss@example.com");
  });

  it('a product with options: asks for the sold-out choice picked from the list', async () => {
    useSessionStore.setState({ user: { id: 'u3', email: 'fern@example.com', createdAt: '' } });
    renderWithProviders(
      <BackInStockForm
        product={product}
        choices={[
          { id: 'v-1', label: 'Size: S / Colour: Rust' },
          { id: 'v-2', label: 'Size: M / Colour: Rust' },
        ]}
      />,
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Sold-out choice'),
      'Size: M / Colour: Rust',
    );
    await userEvent.click(await screen.findByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We'll email fern@example.com once when Size: M / Colour: Rust is back.",
    );
    expect(requests).toEqual([{ id: 'p-1', variantId: 'v-2' }]);
  });

  it('one sold-out choice: names it in the question', async () => {
    renderWithProviders(
      <BackInStockForm product={product} choices={[{ id: 'v-1', label: 'Size: S' }]} />,
    );
    expect(
      screen.getByText('Sold out for now. Want to know when Tiny Whale (Size: S) is back?'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your email'), 'moss@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Email me when it's back" }));
    await screen.findByRole('status');
    expect(requests).toEqual([{ id: 'p-1', email: 'moss@example.com', variantId: 'v-1' }]);
  });
});
