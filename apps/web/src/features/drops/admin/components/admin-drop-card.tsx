/** A monthly drop in the admin's card list, with its edit and delete actions. */
import { format, parseISO } from 'date-fns';
import { BellRing, CalendarDays, Package } from 'lucide-react';
import type { AdminMonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import { EditDeleteButtons } from '@/components/admin-form/edit-delete-buttons';
import { cn } from '@/components/ui/cn';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { formatLongDate } from '@/lib/format';

type AdminDropCardProps = {
  drop: AdminMonthlyDrop;
  /** Now (epoch ms), to tell upcoming drops from released ones. */
  now: number;
  onEdit: () => void;
  onDelete: () => void;
  isBusy: boolean;
};

export function AdminDropCard({ drop, now, onEdit, onDelete, isBusy }: AdminDropCardProps) {
  const isUpcoming = Date.parse(drop.releaseAt) > now;
  return (
    <article
      aria-label={drop.name}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-cream-300 bg-white shadow-sm dark:border-night-700 dark:bg-night-800"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-200 dark:bg-night-700">
        <ProductImage image={drop.image} alt={drop.name} sizes="(min-width: 1024px) 360px, 100vw" />
        <span
          className={cn(
            'absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold shadow-sm',
            isUpcoming
              ? 'bg-clay-600 text-white dark:bg-clay-400 dark:text-night-950'
              : 'bg-sage-100 text-sage-700 dark:bg-sage-700 dark:text-sage-100',
          )}
        >
          {isUpcoming ? 'Upcoming' : 'Released'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold">{drop.name}</h3>
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-700 dark:text-cream-200">
          <CalendarDays className="h-4 w-4 text-clay-600 dark:text-clay-300" aria-hidden />
          {formatLongDate(parseISO(drop.releaseDate))} at{' '}
          {format(new Date(drop.releaseAt), 'HH:mm')}
        </p>
        {drop.heldProducts.length ? (
          <p className="flex items-start gap-2 text-sm text-ink-700 dark:text-cream-200">
            <Package
              className="mt-0.5 h-4 w-4 shrink-0 text-clay-600 dark:text-clay-300"
              aria-hidden
            />
            <span>{drop.heldProducts.map((product) => product.name).join(', ')}</span>
          </p>
        ) : null}
        <p className="flex items-center gap-2 text-sm text-ink-500 dark:text-ink-300">
          <BellRing className="h-4 w-4 text-clay-600 dark:text-clay-300" aria-hidden />
          {drop.notifyCount === 1 ? '1 person' : `${drop.notifyCount} people`} to notify at launch
        </p>
        <p className="line-clamp-3 text-sm text-ink-500 dark:text-ink-300">{drop.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div className="flex items-baseline gap-3">
            <Price cents={drop.priceCents} className="text-lg font-bold" />
            <span className="text-sm text-ink-500 dark:text-ink-300">
              {drop.stock === 0 ? 'Sold out' : `${drop.stock} in stock`}
            </span>
          </div>
          <EditDeleteButtons
            className="flex gap-1"
            name={drop.name}
            onEdit={onEdit}
            onDelete={onDelete}
            isDeleting={isBusy}
          />
        </div>
      </div>
    </article>
  );
}
