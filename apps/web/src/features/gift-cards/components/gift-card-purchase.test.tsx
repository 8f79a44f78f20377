import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES } from '@shop/shared/schemas/gift-card';
import { FormFlashProvider } from '@/lib/form-flash';
import { renderWithProviders } from '@/test/render';
import { GIFT_CARD_BUY_FORM, GiftCardPurchase } from './gift-card-purchase';

describe('GiftCardPurchase', { timeout: 20_000 }, () => {
  it('is an HTML form to /forms/gift-cards/buy with every field named', () => {
    renderWithProviders(<GiftCardPurchase />, { path: '/gift-card' });
    const form = screen.getByRole('form', { name: 'Buy a gift card' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/gift-cards/buy');
    expect(screen.getByRole('radio', { name: '$50.00' })).toHaveAttribute('name', 'amount');
    expect(screen.getByRole('radio', { name: '$50.00' })).toBeChecked();
    for (const [label, name] of [
      ["Recipient's name", 'recipientName'],
      ["Recipient's email", 'recipientEmail'],
      [/^Message/, 'message'],
      ['Send on', 'sendOn'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute('name', name);
    }
  });

  it("shows the server's reasons and what was typed after a post without the app", () => {
    renderWithProviders(
      <FormFlashProvider
        flash={{
          form: GIFT_CARD_BUY_FORM,
          values: {
            amount: 'custom',
            customAmount: '5',
            recipientName: 'Robin',
            recipientEmail: 'robin',
            message: 'Happy birthday',
            sendOn: '2030-01-02',
          },
          errors: {
            amountCents: GIFT_CARD_MESSAGES.amount,
            recipientEmail: "Enter the recipient's email",
          },
          message: 'Please check the form.',
        }}
      >
        <GiftCardPurchase />
      </FormFlashProvider>,
      { path: '/gift-card' },
    );
    expect(screen.getByRole('radio', { name: 'Other amount' })).toBeChecked();
    expect(screen.getByLabelText(/Your amount in dollars/)).toHaveValue(5);
    expect(screen.getByText(GIFT_CARD_MESSAGES.amount)).toBeInTheDocument();
    expect(screen.getByText("Enter the recipient's email")).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's name")).toHaveValue('Robin');
    expect(screen.getByLabelText('Send on')).toHaveValue('2030-01-02');
  });
});
