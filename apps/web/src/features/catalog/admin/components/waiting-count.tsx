/** How many shoppers wait for a back-in-stock mail, under the inventory's stock badge. */
import { BellRing } from 'lucide-react';

export function WaitingCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-clay-700 dark:text-clay-300">
      <BellRing className="h-3.5 w-3.5" aria-hidden />
      {count} waiting
      <span className="sr-only"> for a back-in-stock mail</span>
    </span>
  );
}
