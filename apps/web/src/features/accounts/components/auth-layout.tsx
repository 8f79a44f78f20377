/**
 * The frame of the sign-in pages: the form card, and on wide screens a warm panel saying what
 * an account is for.
 */
import { Heart, Package, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHOP } from '@shop/shared/shop';

const PERKS = [
  {
    icon: Heart,
    title: 'A wishlist that remembers',
    text: 'Save the pieces you love and find them on any device.',
  },
  {
    icon: Package,
    title: 'Your orders in one place',
    text: 'See what you bought and where each parcel is.',
  },
  {
    icon: Sparkles,
    title: 'First look at monthly drops',
    text: 'Small batches sell out fast. Be ready when they land.',
  },
];

export function AuthLayout({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-5xl items-start gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_28rem] lg:gap-14">
      <section className="hidden lg:block lg:pt-6">
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          {eyebrow}
        </p>
        {/* The page's one h1 sits by the card (read first, focused after navigation); this is its
            large echo beside it on wide screens. */}
        <p aria-hidden className="mt-3 font-display text-4xl font-semibold leading-tight">
          {title}
        </p>
        <p className="mt-4 max-w-md text-ink-500 dark:text-ink-300">
          Every {SHOP.name} piece is crocheted by hand in small batches. An account keeps track of
          the ones you love.
        </p>
        <ul className="mt-10 space-y-6">
          {PERKS.map(({ icon: Icon, title: perk, text }) => (
            <li key={perk} className="flex gap-4">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-clay-100 text-clay-700 dark:bg-night-800 dark:text-clay-300">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{perk}</span>
                <span className="block text-sm text-ink-500 dark:text-ink-300">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h1 className="mb-6 text-center text-3xl font-semibold lg:sr-only">{title}</h1>
        <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8 dark:border-night-700 dark:bg-night-800">
          {children}
        </div>
      </section>
    </div>
  );
}
