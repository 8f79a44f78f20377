import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES } from '@shop/shared/schemas/gift-card';
import { FormFlashProvider } from '@/lib/form-flash';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { GIFT_CARD_BALANCE_FORM, GiftCardBalanceForm } from './gift-card-balance';

describe('GiftCardBalanceForm', { timeout: 20_000 }, () => {
  it('is an HTML form the server answers before the app, its button never disabled', () => {
    renderWithProviders(<GiftCardBalanceForm />, { path: '/gift-cards/balance' });
    const form = screen.getByRole('form', { name: 'Check a gift card balance' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/gift-cards/balance');
    expect(screen.getByLabelText('Gift card code')).toHaveAttribute('name', 'code');
    // A disabled default button would stop Enter from sending the form before the app runs.
    expect(screen.getByRole('button', { name: 'Check balance' })).toBeEnabled();
  });

  it("shows the server's answer to a post made without the app", () => {
    renderWithProviders(
      <FormFlashProvider
        flash={{
          form: GIFT_CARD_BALANCE_FORM,
          values: {},
          errors: {},
          notice: 'Gift card ····WDEW has $20.00 left.',
        }}
      >
        <GiftCardBalanceForm />
      </FormFlashProvider>,
      { path: '/gift-cards/balance' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gift card ····WDEW has $20.00 left.');
  });

  it('asks the API in place once the app runs, and says a refusal under the field', async () => {
    const posts: string[] = [];
    server.use(
      http.post('*/api/gift-cards/balance', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        posts.push(code);
        return code === 'G7U8-EKFP-LLUB-WDEW'
          ? HttpResponse.json({ last4: 'WDEW', balanceCents: 2000 })
          : HttpResponse.json(
              { error: { code: 'bad_request', message: GIFT_CARD_MESSAGES.unusable } },
              { status: 400 },
            );
      }),
    );
    const { user } = renderWithProviders(<GiftCardBalanceForm />, { path: '/gift-cards/balance' });
    const field = screen.getByLabelText('Gift card code');
    await user.type(field, 'WRON-GCOD-EXXX-XXXX{Enter}');
    expect(await screen.findByText(GIFT_CARD_MESSAGES.unusable)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'G7U8-EKFP-LLUB-WDEW{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gift card ····WDEW has $20.00 left.',
    );
    expect(posts).toEqual(['WRON-GCOD-EXXX-XXXX', 'G7U8-EKFP-LLUB-WDEW']);
  });
});
