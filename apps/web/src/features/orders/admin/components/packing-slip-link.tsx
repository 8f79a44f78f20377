/** The link from an order in the admin list to its printable packing slip. */
import { Printer } from 'lucide-react';
import { Link } from 'react-router';

export function PackingSlipLink({ orderId }: { orderId: string }) {
  return (
    <Link
      to={`/admin/orders/${orderId}/packing-slip`}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-clay-700 hover:underline dark:text-clay-300"
    >
      <Printer className="h-4 w-4" aria-hidden />
      Packing slip<span className="sr-only"> for order #{orderId.slice(0, 8)}</span>
    </Link>
  );
}
