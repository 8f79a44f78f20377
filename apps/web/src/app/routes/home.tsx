/**
 * Home (SPEC §2): hero with Shop Now and Learn More, Featured Products, Shop by Category, and
 * the spot where the monthly drops section goes.
 */
import { ArrowRight, HeartHandshake, Leaf, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { CrochetHero } from '@/components/illustrations/crochet-hero';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/page';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { MonthlyDropsSection } from '@/features/drops/components/monthly-drops-section';

const PROMISES = [
  { icon: HeartHandshake, text: 'Every piece made by hand' },
  { icon: Leaf, text: 'Soft, skin-friendly yarns' },
  { icon: Truck, text: `Free US shipping over ${SHIPPING_FACTS.freeOver}` },
] as const;

function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
          {eyebrow}
        </p>
        <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}

export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-full bg-gradient-to-b from-cream-200/70 to-transparent dark:from-night-800/60"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pb-12 pt-10 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pb-20 md:pt-16 lg:gap-14">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-clay-100 bg-cream-50 px-3.5 py-1.5 text-xs font-bold uppercase tracking-[0.14em] text-clay-700 dark:border-night-600 dark:bg-night-800 dark:text-clay-300">
              <span className="h-1.5 w-1.5 rounded-full bg-clay-500" aria-hidden />
              Handmade in small batches
            </p>
            <h1 className="mt-5 text-4xl font-semibold leading-[1.08] sm:text-5xl lg:text-6xl">
              Cosy crochet, made{' '}
              <span className="italic text-clay-600 dark:text-clay-300">one loop</span> at a time
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-700 dark:text-cream-200">
              Blankets, amigurumi friends, hats and little treasures for your home — each one
              crocheted by hand in a tiny studio, with yarn chosen to last.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/products" size="lg">
                Shop Now
                <ArrowRight className="h-5 w-5" aria-hidden />
              </ButtonLink>
              <ButtonLink to="/about" size="lg" variant="secondary">
                Learn More
                {/* Search engines and screen readers get where it leads; SPEC's label stays. */}
                <span className="sr-only"> about the maker</span>
              </ButtonLink>
            </div>
            <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-3 text-sm text-ink-700 dark:text-cream-200">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <CrochetHero className="mx-auto w-full max-w-md md:max-w-none" />
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading
          id="featured-heading"
          eyebrow="Maker's picks"
          title="Featured Products"
          action={
            <Link
              to="/products"
              className="inline-flex items-center gap-1.5 font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
            >
              View all products
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          }
        />
        <FeaturedProducts />
      </section>

      <MonthlyDropsSection />

      <section
        aria-labelledby="categories-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
      >
        <SectionHeading
          id="categories-heading"
          eyebrow="Find your favourite"
          title="Shop by Category"
        />
        <CategoryTiles />
      </section>
    </>
  );
}
