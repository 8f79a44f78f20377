import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { TestCheckoutSession } from '@shop/shared/schemas/order';
import { TestCheckoutForm } from './test-checkout-form';
import { TestModeBanner } from './test-mode-banner';
import { server } from '@/test/msw';
import { createOrderItem } from '@/test/factories';
import { renderWithProviders } from '@/test/render';

const session: TestCheckoutSession = {
  sessionId: 'test_cs_1',
  orderId: 'order-1',
  state: 'open',
  customerEmail: 'ada@example.com',
  subtotalCents: 3600,
  discountCents: 0,
  discountCode: null,
  giftWrapCents: 0,
  giftCardCents: 0,
  totalCents: 3600,
  shippingOptions: [],
  fixedShipping: null,
  instalment: null,
  needsShipping: true,
  expiresAt: '2026-10-01T12:30:00.000Z',
  items: [createOrderItem()],
};

const requests: { path: string; body: unknown }[] = [];
const handlers = [
  http.post('*/api/test-checkout/:id/pay', async ({ request }) => {
    requests.push({ path: 'pay', body: await request.json() });
    return HttpResponse.json({
      orderId: 'order-1',
      state: 'paid',
      redirectTo: '/order-confirmation?session_id=test_cs_1',
    });
  }),
  http.post('*/api/test-checkout/:id/cancel', () => {
    requests.push({ path: 'cancel', body: null });
    return HttpResponse.json({ orderId: 'order-1', state: 'cancelled', redirectTo: '/cart' });
  }),
  http.get('*/api/test-checkout/:id', () => HttpResponse.json(session)),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  requests.length = 0;
});

function renderForm() {
  const onPaid = vi.fn();
  const onCancelled = vi.fn();
  renderWithProviders(
    <>
      <TestModeBanner />
      <TestCheckoutForm session={session} onPaid={onPaid} onCancelled={onCancelled} />
    </>,
  );
  return { onPaid, onCancelled };
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Address line 1'), '12 Loop Lane');
  await user.type(screen.getByLabelText('City'), 'Asheville');
  await user.selectOptions(screen.getByLabelText('State'), 'NC');
  await user.type(screen.getByLabelText('ZIP code'), '28801');
}

describe('TestCheckoutForm', () => {
  it('is labelled as test mode and shows the lines and total', () => {
    renderForm();
    expect(screen.getByText(MESSAGES.testModeLabel)).toBeInTheDocument();
    expect(screen.getByText('Mossy Frog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $36.00' })).toBeInTheDocument();
  });

  it('validates the US address before anything is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('ZIP code'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $36.00' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a state')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code (or ZIP+4)')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('pays with billing same as shipping', async () => {
    const user = userEvent.setup();
    const { onPaid } = renderForm();
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Pay $36.00' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(requests[0]).toEqual({
      path: 'pay',
      body: {
        shippingAddress: {
          name: 'Ada Lovelace',
          line1: '12 Loop Lane',
          city: 'Asheville',
          state: 'NC',
          postal_code: '28801',
          country: 'US',
        },
        billingSameAsShipping: true,
      },
    });
  });

  it('asks for a billing address when it differs', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillShipping(user);
    await user.click(screen.getByLabelText('Billing address same as shipping'));
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $36.00' }));
    expect(await screen.findAllByText('Full name is required')).toHaveLength(1);
    expect(requests).toEqual([]);
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const { onCancelled } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(requests.map((r) => r.path)).toEqual(['cancel']);
  });
});
