import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/schemas/order';
import { createOrder, createOrderItem } from '@/test/factories';
import { OrderDetail } from './order-detail';
import { ADA_ADDRESS_WITH_UNIT as address } from '@shop/shared/testing/addresses';

function order(overrides: Partial<Order> = {}): Order {
  return createOrder({
    subtotalCents: 2 * 1800 + 2450,
    totalCents: 2 * 1800 + 2450,
    items: [
      createOrderItem(),
      createOrderItem({
        id: 'i2',
        productId: 'p2',
        productName: 'Sunny Beanie',
        productImage: '/uploads/b.webp',
        quantity: 1,
        priceCents: 2450,
      }),
    ],
    ...overrides,
  });
}

const renderDetail = (o: Order) =>
  render(
    <MemoryRouter>
      <OrderDetail order={o} />
    </MemoryRouter>,
  );

describe('OrderDetail', () => {
  it('shows each price, line totals, Subtotal, Shipping Free, Tax Included and Total', () => {
    renderDetail(order());
    const items = within(screen.getByRole('list', { name: 'Items' }));
    expect(items.getByText('Mossy Frog').closest('li')).toHaveTextContent('2 × $18.00$36.00');
    expect(items.getByText('Sunny Beanie').closest('li')).toHaveTextContent('1 × $24.50$24.50');
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('$60.50');
    expect(summary.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(summary.getByText('Tax').nextSibling).toHaveTextContent('Included');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$60.50');
    expect(summary.getByText('Awaiting Payment')).toBeInTheDocument();
  });

  it('shows the discount with its code, the chosen rate with its cost and the gift wrap', () => {
    renderDetail(
      order({
        discountCents: 908,
        discountCode: 'SPRING15',
        shippingCents: 1299,
        shippingRateName: 'Express',
        giftWrapCents: 400,
        totalCents: 6050 - 908 + 1299 + 400,
      }),
    );
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Discount (SPRING15)').nextSibling).toHaveTextContent('−$9.08');
    expect(summary.getByText('Shipping (Express)').nextSibling).toHaveTextContent('$12.99');
    expect(summary.getByText('Gift wrap').nextSibling).toHaveTextContent('$4.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$68.41');
  });

  it('hides the addresses and delivery message until the order is paid', () => {
    renderDetail(order({ shippingAddress: address }));
    expect(screen.queryByRole('region', { name: 'Shipping Address' })).toBeNull();
    expect(screen.queryByText(MESSAGES.orderProcessing)).toBeNull();
  });

  it("once paid shows both addresses and 'Order is being processed' with the raw status", () => {
    renderDetail(
      order({
        paymentStatus: 'paid',
        status: 'processing',
        paidAt: '2026-10-01T12:05:00.000Z',
        shippingAddress: address,
        billingAddress: { ...address, name: 'Billing Person', line2: null },
      }),
    );
    expect(screen.getByText(MESSAGES.orderProcessing)).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping Address' });
    expect(shipping).toHaveTextContent(
      'Ada Lovelace12 Loop LaneUnit 4Asheville, NC 28801United States',
    );
    expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent(
      'Billing Person',
    );
    expect(screen.getByText('processing')).toBeInTheDocument();
  });

  it("says 'Order delivered' when completed", () => {
    renderDetail(order({ paymentStatus: 'paid', status: 'completed', shippingAddress: address }));
    expect(screen.getByText(MESSAGES.orderDelivered)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.orderProcessing)).toBeNull();
  });

  it('says when a cancelled order was refunded, and shows Refunded', () => {
    render(
      <MemoryRouter>
        <OrderDetail
          order={order({
            status: 'cancelled',
            paymentStatus: 'refunded',
            paidAt: '2026-10-01T12:05:00.000Z',
            cancelledAt: '2026-10-02T09:30:00.000Z',
          })}
        />
      </MemoryRouter>,
    );
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Refunded')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Cancelled on Oct 2, 2026');
    expect(summary).toHaveTextContent('$60.50 refunded to the card it was paid with.');
    expect(screen.queryByText(MESSAGES.orderProcessing)).not.toBeInTheDocument();
  });

  it('shows the Gift marker and the gift note of a gift order, and neither otherwise', () => {
    const { unmount } = renderDetail(order({ isGift: true, giftNote: 'For Mo,\nwith love' }));
    const gift = within(screen.getByRole('region', { name: 'Gift' }));
    expect(gift.getByText('Gift')).toBeInTheDocument();
    expect(gift.getByText(/For Mo,\s+with love/)).toBeInTheDocument();
    unmount();
    renderDetail(order());
    expect(screen.queryByRole('region', { name: 'Gift' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gift note')).not.toBeInTheDocument();
  });

  it('lists a deposit with its day and the balance still due, then both payments and Paid', () => {
    const deposit = {
      kind: 'deposit' as const,
      amountCents: 4000,
      paidAt: '2026-11-01T10:00:00.000Z',
    };
    const { unmount } = renderDetail(order({ totalCents: 13099, payments: [deposit] }));
    let summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Awaiting Payment')).toBeInTheDocument();
    expect(within(summary).getByText('Deposit paid — $90.99 due')).toBeInTheDocument();
    const payments = within(summary).getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('Deposit paid Nov 1, 2026$40.00');
    expect(payments).toHaveTextContent('Balance due$90.99');
    unmount();

    renderDetail(
      order({
        totalCents: 13099,
        paymentStatus: 'paid',
        status: 'processing',
        paidAt: '2026-11-20T10:00:00.000Z',
        payments: [
          deposit,
          { kind: 'balance', amountCents: 9099, paidAt: '2026-11-20T10:00:00.000Z' },
        ],
      }),
    );
    summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Paid')).toBeInTheDocument();
    expect(within(summary).getByText('processing')).toBeInTheDocument();
    const both = within(summary).getByRole('region', { name: 'Payments' });
    expect(both).toHaveTextContent('Deposit paid Nov 1, 2026$40.00');
    expect(both).toHaveTextContent('Balance paid Nov 20, 2026$90.99');
    expect(both).not.toHaveTextContent('Balance due');
  });
});
