/**
 * The home page's monthly drops: upcoming ones with their release date, a live countdown and
 * "Notify me at launch", released ones with their price, stock and links to their products. Nothing is shown while there are no drops, and a
 * failed load is only logged.
 */
import { CalendarDays, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { MonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useMonthlyDrops } from '../api/get-monthly-drops';
import { formatReleaseDate, isUpcoming } from '../drop-timing';
import { useNow } from '../hooks/use-now';
import { Countdown } from './countdown';
import { NotifyAtLaunchForm } from './notify-at-launch-form';

/** Released drops shown below the upcoming ones: the latest few. */
const RELEASED_SHOWN = 3;

export function MonthlyDropsSection() {
  const drops = useMonthlyDrops();
  const now = useNow();

  useEffect(() => {
    if (drops.isError) console.error('Failed to load monthly drops', drops.error);
  }, [drops.isError, drops.error]);

  if (drops.isError || (drops.data && drops.data.length === 0)) return null;

  const upcoming =
    drops.data && now !== null
      ? drops.data
          .filter((d) => isUpcoming(d.releaseAt, now))
          .sort((a, b) => a.releaseAt.localeCompare(b.releaseAt))
      : [];
  const released =
    drops.data && now !== null
      ? drops.data.filter((d) => !isUpcoming(d.releaseAt, now)).slice(0, RELEASED_SHOWN)
      : [];

  return (
    <section aria-labelledby="drops-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-8">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          Limited editions
        </p>
        <h2 id="drops-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Monthly Drops
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700 dark:text-cream-200">
          Each month a small batch of something new — once it is gone, it is gone.
        </p>
      </div>

      {drops.isPending || now === null ? (
        <Skeleton className="h-72 rounded-3xl" />
      ) : (
        <div className="space-y-6">
          {upcoming.map((drop) => (
            <UpcomingDrop key={drop.id} drop={drop} now={now} />
          ))}
          {released.length > 0 ? (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {released.map((drop) => (
                <li key={drop.id}>
                  <ReleasedDrop drop={drop} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}

function UpcomingDrop({ drop, now }: { drop: MonthlyDrop; now: number }) {
  return (
    <article
      id={`drop-${drop.id}`}
      aria-label={`Upcoming drop: ${drop.name}`}
      className="grid overflow-hidden rounded-3xl border border-clay-100 bg-gradient-to-br from-clay-50 via-cream-50 to-rose-100 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-night-600 dark:from-night-800 dark:via-night-800 dark:to-clay-700/20"
    >
      <div className="aspect-[4/3] overflow-hidden md:aspect-auto md:min-h-72">
        <ProductImage
          image={drop.image}
          alt={drop.name}
          sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw"
        />
      </div>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-clay-600 px-3 py-1 text-xs font-bold uppercase tracking-[0.12em] text-white dark:bg-clay-400 dark:text-night-950">
          <Sparkles className="h-3.5 w-3.5" aria-hidden />
          Coming soon
        </p>
        <div>
          <h3 className="text-2xl font-semibold sm:text-3xl">{drop.name}</h3>
          <p className="mt-2 flex items-center gap-2 font-semibold text-ink-700 dark:text-cream-200">
            <CalendarDays className="h-4 w-4 text-clay-600 dark:text-clay-300" aria-hidden />
            Releases {formatReleaseDate(drop.releaseDate)}
          </p>
        </div>
        <p className="line-clamp-3 text-ink-700 dark:text-cream-200">{drop.description}</p>
        <Countdown target={Date.parse(drop.releaseAt)} now={now} />
        <NotifyAtLaunchForm dropId={drop.id} dropName={drop.name} />
      </div>
    </article>
  );
}

function ReleasedDrop({ drop }: { drop: MonthlyDrop }) {
  const isSoldOut = drop.stock === 0;
  return (
    <article
      id={`drop-${drop.id}`}
      aria-label={`Drop: ${drop.name}`}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-cream-300 bg-white shadow-sm dark:border-night-700 dark:bg-night-800"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-200 dark:bg-night-700">
        <ProductImage
          image={drop.image}
          alt={drop.name}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        />
        <span className="absolute left-3 top-3 rounded-full bg-cream-50/95 px-3 py-1 text-xs font-bold text-ink-900 shadow-sm dark:bg-night-900/90 dark:text-cream-100">
          Released {formatReleaseDate(drop.releaseDate)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl font-semibold">{drop.name}</h3>
        <p className="line-clamp-2 text-sm text-ink-700 dark:text-cream-200">{drop.description}</p>
        {drop.products.length > 0 ? (
          <ul aria-label={`In ${drop.name}`} className="mt-1 space-y-1">
            {drop.products.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 text-sm">
                <Link
                  to={`/products/${product.id}`}
                  className="font-semibold text-clay-700 underline-offset-2 hover:underline dark:text-clay-300"
                >
                  {product.name}
                </Link>
                <Price cents={product.priceCents} className="text-ink-700 dark:text-cream-200" />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <Price cents={drop.priceCents} className="text-lg font-bold" />
          <span
            className={
              isSoldOut
                ? 'rounded-full bg-red-50 px-3 py-1 text-xs font-bold text-red-700 dark:bg-red-950/50 dark:text-red-300'
                : 'rounded-full bg-sage-100 px-3 py-1 text-xs font-bold text-sage-700 dark:bg-sage-700/25 dark:text-sage-300'
            }
          >
            {isSoldOut ? 'Sold out' : `${drop.stock} left`}
          </span>
        </div>
      </div>
    </article>
  );
}
