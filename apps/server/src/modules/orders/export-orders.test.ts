import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { buildTestAppWithUsers } from '../../../test/helpers.ts';
import { createOrder, orderOfNewProduct } from '../../../test/order-factories.ts';
import { ORDER_CSV_HEADER } from './export-orders-csv.ts';

const { t, admin, shopper } = await buildTestAppWithUsers({ shopperEmail: 'hazel@example.com' });

/** A strict RFC 4180 reader, to check the export the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        isQuoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      isQuoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') {
      throw new Error(`bare line break at ${i}`);
    } else {
      field += c;
    }
  }
  if (field || row.length) throw new Error('last line has no CRLF');
  return rows;
}

describe('GET /api/admin/orders/export', () => {
  it('writes one line per item of the paid orders in the range, RFC 4180 with a BOM', async () => {
    const scarf = await createProduct(t.db, { name: 'Scarf, "Long" édition', priceCents: 4550 });
    const owl = await createProduct(t.db, { name: '=Owl+', priceCents: 1999 });
    const address = {
      name: 'Hazel Brook',
      line1: '1 Elm St\nRear door',
      line2: null,
      city: 'Salem',
      state: 'MA',
      postal_code: '01970',
      country: 'US',
    };
    const inRange = await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: scarf, quantity: 2 }, { product: owl }],
      paymentStatus: 'paid',
      status: 'completed',
      overrides: {
        paidAt: new Date('2026-05-10T23:30:00Z'),
        shippingAddress: address,
        billingAddress: { ...address, name: 'Hazel B.' },
        trackingNumber: '1Z999',
      },
    });
    // Outside the range, and unpaid: not exported.
    await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: owl }],
      paymentStatus: 'paid',
      overrides: { paidAt: new Date('2026-05-12T00:00:00Z') },
    });
    await createOrder(t.db, {
      userId: shopper.user.id,
      lines: [{ product: owl }],
      createdAt: new Date('2026-05-10T10:00:00Z'),
    });

    const res = await admin.inject({
      method: 'GET',
      url: '/api/admin/orders/export?from=2026-05-01&to=2026-05-11',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-05-01-to-2026-05-11.csv"',
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(raw.toString('utf8').slice(1));
    expect(rows[0]).toEqual(ORDER_CSV_HEADER);
    const records = rows
      .slice(1)
      .map((r) => Object.fromEntries(ORDER_CSV_HEADER.map((h, i) => [h, r[i]])));
    expect(records).toHaveLength(2);
    const byProduct = new Map(records.map((r) => [r.product_id, r]));
    expect(byProduct.get(scarf.id)).toMatchObject({
      order_number: inRange.order.id.slice(0, 8),
      order_id: inRange.order.id,
      paid_at: '2026-05-10T23:30:00.000Z',
      status: 'completed',
      customer_email: 'hazel@example.com',
      product_name: 'Scarf, "Long" édition',
      quantity: '2',
      unit_price: '45.50',
      line_total: '91.00',
      order_total: '110.99',
      currency: 'USD',
      shipping_name: 'Hazel Brook',
      shipping_line1: '1 Elm St\nRear door',
      shipping_line2: '',
      shipping_postal_code: '01970',
      billing_name: 'Hazel B.',
      tracking_number: '1Z999',
    });
    // A name a spreadsheet would run as a formula is defused.
    expect(byProduct.get(owl.id)).toMatchObject({ product_name: "'=Owl+", line_total: '19.99' });
  });

  it('answers only a header for an empty range and refuses a backwards one', async () => {
    const empty = await admin.inject({
      method: 'GET',
      url: '/api/admin/orders/export?from=2001-01-01&to=2001-01-31',
    });
    expect(parseCsv(empty.body.slice(1))).toEqual([ORDER_CSV_HEADER]);
    const backwards = await admin.inject({
      method: 'GET',
      url: '/api/admin/orders/export?from=2026-05-11&to=2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(
      (
        await shopper.inject({
          method: 'GET',
          url: '/api/admin/orders/export?from=2026-05-01&to=2026-05-11',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('GET /api/admin/orders/:id gives the packing slip its order', async () => {
    const { order } = await orderOfNewProduct(t.db, {
      userId: shopper.user.id,
      paymentStatus: 'paid',
    });
    const res = await admin.inject({ method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(res.json()).toMatchObject({ id: order.id, customerEmail: 'hazel@example.com' });
    expect((await admin.inject({ method: 'GET', url: '/api/admin/orders/nope' })).statusCode).toBe(
      404,
    );
  });
});
