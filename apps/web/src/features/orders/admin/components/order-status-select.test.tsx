import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@shop/shared/schemas/order';
import { OrderStatusSelect } from './order-status-select';
import { server } from '@/test/msw';
import { createOrder } from '@/test/factories';
import { renderWithProviders } from '@/test/render';

const order: AdminOrder = {
  ...createOrder({ paymentStatus: 'paid' }),
  customerEmail: 'ada@example.com',
  cancelledBy: null,
};

const patches: unknown[] = [];
let isFailing = false;
const handlers = [
  http.patch('*/api/admin/orders/:id', async ({ request, params }) => {
    const body = (await request.json()) as { status: AdminOrder['status'] };
    patches.push({ id: params.id, ...body });
    if (isFailing) {
      return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
    }
    return HttpResponse.json({ ...order, status: body.status });
  }),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  patches.length = 0;
  isFailing = false;
  vi.restoreAllMocks();
});

function renderSelect() {
  renderWithProviders(<OrderStatusSelect order={order} label="Status of Order #1a2b3c4d" />);
  return screen.getByLabelText('Status of Order #1a2b3c4d');
}

describe('OrderStatusSelect', () => {
  it('offers the four statuses and saves a change at once', async () => {
    const select = renderSelect();
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Pending',
      'Processing',
      'Completed',
      'Cancelled',
    ]);
    await userEvent.selectOptions(select, 'processing');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(patches).toEqual([{ id: order.id, status: 'processing' }]);
  });

  it('says so when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    isFailing = true;
    const select = renderSelect();
    await userEvent.selectOptions(select, 'processing');
    expect(await screen.findByText('Could not save. Please try again.')).toBeInTheDocument();
    expect(select).toHaveValue('pending');
  });

  it('asks for optional tracking before completing, and sends it with the status', async () => {
    const select = renderSelect();
    await userEvent.selectOptions(select, 'completed');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order #1a2b3c4d' });
    expect(patches).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('Carrier tracking link (optional)'));
    await userEvent.paste('not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete and notify' }));
    expect(within(dialog).getByText('Enter the carrier link as an http(s) address')).toBeVisible();
    expect(patches).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('Tracking number (optional)'));
    await userEvent.paste('1Z999AA1');
    const link = within(dialog).getByLabelText('Carrier tracking link (optional)');
    await userEvent.clear(link);
    await userEvent.paste('https://www.ups.com/track?tracknum=1Z999AA1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete and notify' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        id: order.id,
        status: 'completed',
        trackingNumber: '1Z999AA1',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA1',
      },
    ]);
  });

  it('keeps the status when the completion is called off', async () => {
    const select = renderSelect();
    await userEvent.selectOptions(select, 'completed');
    await userEvent.click(await screen.findByRole('button', { name: 'Keep current status' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('pending');
    expect(patches).toEqual([]);
  });

  it('asks before cancelling a paid order, saying it refunds it, and keeps it when told to', async () => {
    const select = renderSelect();
    await userEvent.selectOptions(select, 'cancelled');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Order #1a2b3c4d?' });
    expect(dialog).toHaveTextContent(
      'ada@example.com is refunded $36.00 to the card they paid with. Its items go back into stock.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('pending');
    expect(patches).toEqual([]);

    await userEvent.selectOptions(select, 'cancelled');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(patches).toEqual([{ id: order.id, status: 'cancelled' }]);
  });
});
