/** What changed in the saved cart since it was filled (prices, stock, removed products). */
import { Info, X } from 'lucide-react';
import type { CartNotice } from '../reconcile-cart';

export function CartNotices({
  notices,
  onDismiss,
}: {
  notices: CartNotice[];
  onDismiss: () => void;
}) {
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-2xl border border-clay-100 bg-clay-50 px-4 py-3.5 text-sm text-ink-900 dark:border-clay-700/50 dark:bg-clay-700/15 dark:text-cream-100"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-clay-600 dark:text-clay-300" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">We updated your cart to match the shop</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {notices.map((notice) => (
            <li key={`${notice.kind}-${notice.productId}`}>{notice.message}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss cart updates"
        className="self-start rounded-full p-1 text-ink-500 hover:bg-clay-100 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-night-700"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
