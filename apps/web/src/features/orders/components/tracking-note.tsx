/** The tracking the maker gave when completing an order, on the shopper's order page. */
import { ExternalLink } from 'lucide-react';
import type { Order } from '@shop/shared/schemas/order';

export function TrackingNote({ order }: { order: Pick<Order, 'trackingNumber' | 'trackingUrl'> }) {
  if (!order.trackingNumber && !order.trackingUrl) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {order.trackingNumber ? (
        <span>
          Tracking number: <span className="font-semibold">{order.trackingNumber}</span>
        </span>
      ) : null}
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-clay-700 underline-offset-2 hover:underline dark:text-clay-300"
        >
          Track your parcel
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}
