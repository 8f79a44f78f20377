import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/schemas/order';
import { RefundOrderForm } from './refund-order-form';
import { server } from '@/test/msw';
import { createOrder } from '@/test/factories';
import { renderWithProviders } from '@/test/render';

/** $50.00 paid: $30.00 by a gift card, $20.00 by card. */
const order: AdminOrder = {
  ...createOrder({ paymentStatus: 'paid' }),
  totalCents: 5000,
  giftCardCents: 3000,
  refundedCents: 0,
  customerEmail: 'robin@example.com',
  customerId: 'u1',
  cancelledBy: null,
};

const posts: unknown[] = [];
beforeEach(() =>
  server.use(
    http.post('*/api/admin/orders/:id/refund', async ({ request, params }) => {
      const body = (await request.json()) as { amountCents: number };
      posts.push({ id: params.id, ...body });
      if (body.amountCents > 5000) {
        const message = 'At most $50.00 is left to refund';
        return HttpResponse.json(
          { error: { code: 'bad_request', message, fields: { amountCents: message } } },
          { status: 400 },
        );
      }
      return HttpResponse.json({ ...order, refundedCents: body.amountCents });
    }),
  ),
);
afterEach(() => {
  posts.length = 0;
});

const form = () => screen.getByRole('form', { name: /^Refund part of order/ });

describe('RefundOrderForm', () => {
  it('shows how an amount splits, the card payment first, and refunds it after a confirm', async () => {
    renderWithProviders(<RefundOrderForm order={order} />);
    expect(screen.getByText('Paid by card').nextSibling).toHaveTextContent('$20.00');
    expect(screen.getByText('Paid with gift cards').nextSibling).toHaveTextContent('$30.00');
    await userEvent.click(within(form()).getByLabelText('Amount to refund'));
    await userEvent.paste('25');
    expect(
      within(form()).getByText('$20.00 back to the card payment and $5.00 back on the gift cards.'),
    ).toBeVisible();
    await userEvent.click(within(form()).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $25.00?' });
    expect(posts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $25.00' }));
    expect(
      await screen.findByText(
        /Refunded \$25\.00: \$20\.00 back to the card payment and \$5\.00 back on the gift cards\./,
      ),
    ).toBeVisible();
    expect(posts).toEqual([{ id: order.id, amountCents: 2500 }]);
  }, 20_000);

  it('refuses an amount it cannot refund before asking the server', async () => {
    renderWithProviders(<RefundOrderForm order={order} />);
    const amount = within(form()).getByLabelText('Amount to refund');
    await userEvent.click(amount);
    await userEvent.paste('60');
    await userEvent.click(within(form()).getByRole('button', { name: 'Refund' }));
    expect(within(form()).getByText('At most $50.00 is left to refund')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.paste('abc');
    await userEvent.click(within(form()).getByRole('button', { name: 'Refund' }));
    expect(within(form()).getByText('Enter an amount like 12.50')).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('fills in all that is left, and shows nothing to refund on an unpaid order', async () => {
    const { unmount } = renderWithProviders(
      <RefundOrderForm order={{ ...order, refundedCents: 2000 }} />,
    );
    expect(screen.getByText('Refunded so far').nextSibling).toHaveTextContent('$20.00');
    await userEvent.click(screen.getByRole('button', { name: 'All that is left ($30.00)' }));
    expect(within(form()).getByLabelText('Amount to refund')).toHaveValue(30);
    expect(within(form()).getByText('$30.00 back on the gift cards.')).toBeVisible();
    unmount();
    renderWithProviders(<RefundOrderForm order={{ ...order, paymentStatus: 'pending' }} />);
    expect(screen.queryByRole('heading', { name: 'Refund' })).toBeNull();
  });
});
