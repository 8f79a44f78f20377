import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomOrder } from '@shop/shared/schemas/custom-order';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { CustomOrderView } from './custom-order-view';

const order: CustomOrder = {
  id: 'r1',
  state: 'quoted',
  description: 'A sage blanket',
  category: 'blankets',
  size: '',
  colours: 'Sage',
  budgetMinCents: null,
  budgetMaxCents: 20000,
  neededBy: null,
  photos: [],
  name: 'Vera',
  email: 'vera@example.com',
  hasAccount: false,
  quote: {
    priceCents: 18000,
    plan: 'deposit',
    depositCents: 6000,
    leadTime: '3 weeks',
    shippingRateName: null,
    shippingCents: 0,
    note: '',
    validUntil: '2099-01-01',
    totalCents: 18000,
  },
  messages: [
    { id: 'm1', author: 'maker', body: 'Happy to make it!', createdAt: '2026-01-01T10:00:00Z' },
  ],
  payments: [],
  orderId: null,
  isReady: false,
  amountDue: { kind: 'deposit', amountCents: 6000 },
  createdAt: '2026-01-01T09:00:00Z',
};

describe('CustomOrderView', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/custom-orders/r1', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'good'
          ? HttpResponse.json(order)
          : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
      ),
    );
  });

  it('shows the quote, what is due and the thread; a visitor is asked to sign in to pay', async () => {
    renderWithProviders(<CustomOrderView id="r1" token="good" />);
    expect(await screen.findByText('The quote')).toBeInTheDocument();
    expect(screen.getByText('Deposit $60.00 now, balance when ready')).toBeInTheDocument();
    expect(screen.getByText('Happy to make it!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to accept and pay' })).toBeInTheDocument();
  });

  it('says so when the link does not open the request', async () => {
    renderWithProviders(<CustomOrderView id="r1" token="bad" />);
    expect(await screen.findByText(/This custom order was not found/)).toBeInTheDocument();
  });
});
