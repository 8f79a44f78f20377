/** An icon on a soft clay square: the mark of a card on the About page and the admin dashboard. */
import type { LucideIcon } from 'lucide-react';

export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-clay-50 text-clay-600 dark:bg-clay-700/25 dark:text-clay-300">
      <Icon className="h-6 w-6" aria-hidden />
    </span>
  );
}
