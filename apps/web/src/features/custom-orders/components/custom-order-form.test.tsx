import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ORDER_MESSAGES } from '@shop/shared/schemas/custom-order';
import { recordPosts } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { CustomOrderForm } from './custom-order-form';

const api = recordPosts('*/api/custom-orders', () =>
  HttpResponse.json({ id: 'r1' }, { status: 201 }),
);

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('What would you like made?'), 'A sage blanket');
  await user.selectOptions(screen.getByLabelText('Category'), 'blankets');
  await user.type(screen.getByLabelText('Name'), 'Vera');
  await user.type(screen.getByLabelText('Email'), 'vera@example.com');
}

describe('CustomOrderForm', { timeout: 20_000 }, () => {
  it('shows field errors for a budget the wrong way round and a past date, sending nothing', async () => {
    const { user } = renderWithProviders(<CustomOrderForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText('Budget from ($, optional)'), '300');
    await user.type(screen.getByLabelText('Budget up to ($, optional)'), '100');
    await user.type(screen.getByLabelText('Needed by (optional)'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.budgetOrder)).toBeInTheDocument();
    expect(screen.getByText(CUSTOM_ORDER_MESSAGES.neededByPast)).toBeInTheDocument();
    expect(api.received).toEqual([]);
  });

  it('sends the request in cents and confirms where the link went', async () => {
    const { user } = renderWithProviders(<CustomOrderForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText('Budget up to ($, optional)'), '180');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(/We sent a confirmation to vera@example.com/),
    ).toBeInTheDocument();
    expect(api.received).toEqual([
      expect.objectContaining({
        description: 'A sage blanket',
        category: 'blankets',
        budgetMaxCents: 18000,
        photos: [],
        email: 'vera@example.com',
      }),
    ]);
  });

  it("shows the server's field errors on their fields", async () => {
    api.answer = () =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { budgetMinCents: 'From the server' },
          },
        },
        { status: 400 },
      );
    const { user } = renderWithProviders(<CustomOrderForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('From the server')).toBeInTheDocument();
  });
});
