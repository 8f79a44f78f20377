import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES } from '@shop/shared/schemas/gift-card';
import type { KeptGiftCardQuote } from '@shop/shared/schemas/cart-gift-cards';
import { apiError, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { useGiftCardsAtCheckout } from '../use-gift-cards-at-checkout';
import { GiftCardsField } from './gift-cards-field';

const CODE = 'ABCD-EFGH-JKLM-QRST';

/** The cards kept on the server's cart, as the API keeps them (codes never leave it). */
let kept: { id: string; last4: string; balance: number }[] = [];
const applied: string[] = [];
const removed: string[] = [];

function quote(dueCents: number) {
  let left = dueCents;
  const cards: KeptGiftCardQuote[] = kept.map((card) => {
    const take = Math.min(card.balance, left);
    left -= take;
    return {
      id: card.id,
      last4: card.last4,
      appliedCents: take,
      remainingCents: card.balance - take,
      isUsable: true,
    };
  });
  return { cards, appliedCents: dueCents - left, dueAfterCents: left };
}

beforeEach(() => {
  kept = [];
  applied.length = 0;
  removed.length = 0;
  server.use(
    http.post('*/api/cart/gift-cards/quote', async ({ request }) => {
      const { dueCents } = (await request.json()) as { dueCents: number };
      return HttpResponse.json(quote(dueCents));
    }),
    http.post('*/api/cart/gift-cards', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      applied.push(code);
      if (code !== CODE) {
        return apiError(400, {
          code: 'bad_request',
          message: GIFT_CARD_MESSAGES.unusable,
          fields: { giftCardCode: GIFT_CARD_MESSAGES.unusable },
        });
      }
      kept.push({ id: 'card-1', last4: 'QRST', balance: 5000 });
      return HttpResponse.json({ cards: kept, notice: 'Gift card ····QRST applied' });
    }),
    http.delete('*/api/cart/gift-cards/:id', ({ params }) => {
      removed.push(String(params.id));
      kept = kept.filter((card) => card.id !== params.id);
      return HttpResponse.json({ cards: kept });
    }),
  );
});

function Harness({ dueCents }: { dueCents: number }) {
  const state = useGiftCardsAtCheckout(dueCents);
  return (
    <>
      <GiftCardsField state={state} checkoutFormId="checkout-form" />
      <form id="checkout-form" aria-label="Checkout" />
      <pre data-testid="for-checkout">{JSON.stringify(state.forCheckout)}</pre>
    </>
  );
}

const renderField = (dueCents: number) =>
  renderWithProviders(<Harness dueCents={dueCents} />, { path: '/cart' });

describe('the cart’s gift cards, kept on the server', () => {
  it('shows the cards the server keeps (a reload, another tab) by their last four only', async () => {
    kept = [{ id: 'card-9', last4: 'WXYZ', balance: 2000 }];
    renderField(8000);
    const list = await screen.findByRole('list', { name: 'Applied gift cards' });
    expect(list).toHaveTextContent('Gift card ····WXYZ');
    expect(list).toHaveTextContent('Pays −$20.00 · $0.00 left on the card');
    expect(screen.getByText('Left to pay by card').closest('div')).toHaveTextContent(
      '$60.00 + shipping',
    );
    // What it pays goes with the checkout form, by the card's id, never a code.
    const hidden = document.querySelector<HTMLInputElement>('input[name="giftCard"]');
    expect(hidden).toHaveAttribute('form', 'checkout-form');
    expect(hidden).toHaveValue('card-9:2000');
    expect(screen.getByTestId('for-checkout')).toHaveTextContent(
      '{"giftCards":[{"id":"card-9","amountCents":2000}]}',
    );
    expect(screen.queryByText(/Turn on JavaScript/)).not.toBeInTheDocument();
  });

  it('applies a code with Enter through the API, then lists it from the server', async () => {
    const { user } = renderField(8000);
    const field = screen.getByRole('form', { name: 'Gift card' });
    expect(field).toHaveAttribute('action', '/forms/cart/gift-cards');
    const input = within(field).getByLabelText('Gift card');
    // An empty field still submits (Enter works), and says what is missing.
    expect(within(field).getByRole('button', { name: 'Apply' })).toBeEnabled();
    await user.type(input, '{Enter}');
    expect(await within(field).findByRole('alert')).toHaveTextContent('Enter a gift card code');
    expect(applied).toEqual([]);

    await user.type(input, 'nope{Enter}');
    expect(await within(field).findByRole('alert')).toHaveTextContent(GIFT_CARD_MESSAGES.unusable);

    await user.clear(input);
    await user.type(input, `${CODE}{Enter}`);
    const list = await screen.findByRole('list', { name: 'Applied gift cards' });
    expect(list).toHaveTextContent('Gift card ····QRST');
    expect(list).toHaveTextContent('Pays −$50.00');
    expect(applied).toEqual(['nope', CODE]);
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Gift card ····QRST applied');
  });

  it('removes a card through the API', async () => {
    kept = [{ id: 'card-9', last4: 'WXYZ', balance: 2000 }];
    const { user } = renderField(8000);
    await user.click(await screen.findByRole('button', { name: 'Remove gift card ending WXYZ' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Applied gift cards' })).not.toBeInTheDocument(),
    );
    expect(removed).toEqual(['card-9']);
  });

  it('asks for the shipping address with the checkout form when the cards pay everything', async () => {
    kept = [{ id: 'card-9', last4: 'WXYZ', balance: 5000 }];
    renderField(3000);
    const address = await screen.findByRole('group', { name: 'Shipping address' });
    const city = within(address).getByLabelText('City');
    expect(city).toHaveAttribute('name', 'shippingAddress.city');
    expect(city).toHaveAttribute('form', 'checkout-form');
    expect(within(address).getByLabelText('State')).toHaveAttribute(
      'name',
      'shippingAddress.state',
    );
    expect(screen.getByText('Left to pay by card').closest('div')).toHaveTextContent('$0.00');
  });
});
