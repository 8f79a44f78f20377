/**
 * A printable packing slip for one order: ship-to address, the items with quantities and a box
 * to tick, order number and dates. Printing shows only the slip (its own print stylesheet hides
 * the admin chrome), on plain white paper even in dark mode.
 */
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { Address, AdminOrder } from '@shop/shared/schemas/order';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/format';
import { useAdminOrder } from '../api/get-admin-order';
import { SHOP } from '@shop/shared/shop';
import { formatPrice } from '@shop/shared/money';
import { ColumnHeaders, type Column } from '@/components/ui/column-headers';

const PRINT_CSS = `@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden !important; }
  .packing-slip, .packing-slip * { visibility: visible !important; }
  .packing-slip { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; padding: 0;
    border: 0 !important; box-shadow: none !important; background: #fff !important; color: #000 !important; }
  .packing-slip * { color: #000 !important; background: transparent !important; border-color: #999 !important; }
  html, body { background: #fff !important; }
}`;

function AddressLines({ address }: { address: Address | null }) {
  if (!address) return <p>No address given</p>;
  return (
    <address className="not-italic leading-relaxed">
      {address.name}
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.postal_code}
      <br />
      {address.country}
    </address>
  );
}

function Slip({ order }: { order: AdminOrder }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      className="packing-slip mx-auto max-w-3xl rounded-3xl border border-cream-300 bg-white p-6 text-ink-900 sm:p-10 dark:border-night-700 dark:bg-night-800 dark:text-cream-100"
      aria-label={`Packing slip for order #${order.id.slice(0, 8)}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-cream-300 pb-5 dark:border-night-700">
        <div>
          <p className="font-display text-2xl font-semibold text-clay-600 dark:text-clay-300">
            {SHOP.name}
          </p>
          <p className="text-sm">Handmade crochet, made with care</p>
        </div>
        <div className="text-right text-sm">
          <h1 className="font-display text-xl font-semibold">Packing slip</h1>
          <p>Order #{order.id.slice(0, 8)}</p>
          <p>Ordered {formatLongDate(order.createdAt)}</p>
          {order.paidAt ? <p>Paid {formatLongDate(order.paidAt)}</p> : null}
        </div>
      </header>

      <div className="grid gap-6 py-6 sm:grid-cols-2">
        <section>
          <h2 className="mb-1 text-xs font-bold uppercase tracking-widest">Ship to</h2>
          <AddressLines address={order.shippingAddress} />
        </section>
        <section>
          <h2 className="mb-1 text-xs font-bold uppercase tracking-widest">Customer</h2>
          <p>{order.customerEmail}</p>
          {order.trackingNumber ? <p className="mt-2">Tracking: {order.trackingNumber}</p> : null}
        </section>
      </div>

      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <ColumnHeaders
            columns={COLUMNS}
            className="border-b border-cream-300 dark:border-night-700"
          />
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-cream-200 dark:border-night-700">
              <td className="py-3">
                <span
                  aria-hidden
                  className="inline-block h-4 w-4 rounded-sm border-2 border-ink-500"
                />
              </td>
              <td className="py-3">
                <span className="font-semibold">{item.productName}</span>
                {item.variantLabel ? <span className="block">{item.variantLabel}</span> : null}
                {item.personalisation ? (
                  <span className="block font-semibold">Stitch: “{item.personalisation}”</span>
                ) : null}
                <span className="block text-xs text-ink-500 dark:text-ink-300">
                  {item.sku ? `SKU ${item.sku}` : `Item ${item.productId.slice(0, 8)}`}
                </span>
              </td>
              <td className="py-3 text-right text-base font-bold tabular-nums">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row" className="py-3 text-right font-semibold">
              Total pieces
            </th>
            <td className="py-3 text-right text-base font-bold tabular-nums">{units}</td>
          </tr>
        </tfoot>
      </table>

      <div className="mt-6 flex flex-wrap justify-between gap-4 text-sm">
        <p>
          <span className="font-semibold">Shipping:</span> {order.shippingRateName ?? 'Standard'}
          {/* A gift's slip travels with it: no prices on it. */}
          {order.isGift
            ? ''
            : order.shippingCents > 0
              ? ` (${formatPrice(order.shippingCents)})`
              : ' (Free)'}
        </p>
        {order.giftWrapCents > 0 ? (
          <p className="rounded-full border-2 border-clay-600 px-3 py-1 font-bold uppercase tracking-widest">
            Gift wrap this order
          </p>
        ) : null}
      </div>

      {order.isGift || order.giftNote ? (
        <section className="mt-6 rounded-2xl border border-cream-300 p-4 dark:border-night-700">
          <h2 className="text-xs font-bold uppercase tracking-widest">
            {order.isGift ? 'A gift for you' : 'Note'}
          </h2>
          {order.giftNote ? <p className="mt-1 whitespace-pre-line">{order.giftNote}</p> : null}
        </section>
      ) : null}

      <p className="mt-8 text-sm">
        Thank you for supporting handmade! Questions about your order? Write to us through the
        contact page of the shop.
      </p>
    </article>
  );
}

/** The slip's columns: a box to tick, the item, how many. */
const COLUMNS: Column[] = [
  { label: 'Packed', className: 'w-20 py-2 font-bold' },
  { label: 'Item', className: 'py-2 font-bold' },
  { label: 'Qty', className: 'w-16 py-2 text-right font-bold' },
];

export function PackingSlip({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/admin/orders"
          className="text-sm font-semibold text-clay-700 hover:underline dark:text-clay-300"
        >
          ← Back to orders
        </Link>
        <Button onClick={() => window.print()} disabled={!order.data}>
          <Printer className="h-4 w-4" aria-hidden /> Print
        </Button>
      </div>
      {order.isPending ? (
        <Skeleton className="mx-auto h-96 max-w-3xl rounded-3xl" />
      ) : order.isError ? (
        <Alert tone="danger">We could not load this order.</Alert>
      ) : (
        <Slip order={order.data} />
      )}
    </div>
  );
}
