/** About Me: the maker's story, stats, four values, and social and email links. */
import { Gem, HeartHandshake, Leaf, Mail, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ABOUT_STATS } from '@shop/shared/constants';
import { SHOP } from '@shop/shared/shop';
import { CrochetHero } from '@/components/illustrations/crochet-hero';
import { IconTile } from '@/components/shared/icon-tile';
import { InstagramIcon } from '@/components/ui/brand-icons';
import { Page } from '@/components/ui/page';

const pillClass =
  'inline-flex h-12 items-center gap-2 rounded-full px-6 font-semibold transition-colors';

const VALUES = [
  {
    icon: Gem,
    title: 'Quality',
    text: 'Tight, even stitches, reinforced seams and yarn chosen to be washed and loved for years.',
  },
  {
    icon: Leaf,
    title: 'Sustainability',
    text: 'Natural and recycled fibres where I can, small batches instead of stock piles, and plastic-free packaging.',
  },
  {
    icon: HeartHandshake,
    title: 'Community',
    text: 'Many designs start as your ideas. I share progress, patterns and tips with everyone who follows along.',
  },
  {
    icon: Sparkles,
    title: 'Uniqueness',
    text: 'No two pieces are exactly alike — each one carries the small marks of the hands that made it.',
  },
] as const;

export default function AboutPage() {
  return (
    <Page title="About Me" wide>
      <section className="grid items-center gap-10 md:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="text-xs font-bold uppercase tracking-[0.16em] text-clay-600 dark:text-clay-300">
            About me
          </p>
          <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
            A hook, a ball of yarn, and a lot of patience
          </h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-700 dark:text-cream-200">
            <p>
              {SHOP.name} began on long winter evenings with a borrowed hook and a wobbly first
              granny square. What started as a way to slow down became a small studio and a shop —
              still just me, a corner full of yarn and a lamp that stays on late.
            </p>
            <p>
              Everything here is crocheted by hand, one loop at a time: blankets to curl up in,
              amigurumi friends with their own little personalities, hats, bags and pieces to make a
              home feel warmer. I choose soft, durable yarns and finish every piece as if it were a
              gift.
            </p>
            <p>Thank you for supporting handmade work — it means more than I can say.</p>
          </div>
        </div>
        <div className="rounded-[2.5rem] bg-cream-200/70 p-6 dark:bg-night-800/70">
          <CrochetHero className="w-full" />
        </div>
      </section>

      <section aria-label="In numbers" className="mt-16">
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end rounded-3xl border border-cream-300 bg-cream-50 px-2 py-6 text-center sm:px-6 sm:py-8 dark:border-night-700 dark:bg-night-800"
            >
              <dt className="mt-1 text-xs text-ink-500 sm:text-base dark:text-ink-300">
                {stat.label}
              </dt>
              <dd className="font-display text-3xl font-semibold text-clay-600 sm:text-5xl dark:text-clay-300">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="mt-20">
        <h2 id="values-heading" className="text-center text-3xl font-semibold sm:text-4xl">
          What I care about
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-3xl border border-cream-300 bg-cream-50 p-6 dark:border-night-700 dark:bg-night-800"
            >
              <IconTile icon={Icon} />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700 dark:text-cream-200">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-20 rounded-[2rem] bg-clay-600 px-6 py-12 text-center text-white sm:px-12 dark:bg-clay-700">
        <h2 className="text-3xl font-semibold">Come say hello</h2>
        <p className="mx-auto mt-3 max-w-xl text-white">
          Follow along for works in progress and new drops, or drop me a line — I answer every
          message myself.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={SHOP.social.instagram}
            target="_blank"
            rel="noreferrer noopener"
            className={`${pillClass} bg-cream-50 text-ink-900 hover:bg-white`}
          >
            <InstagramIcon />
            {SHOP.social.instagramHandle}
          </a>
          <a
            href={`mailto:${SHOP.email}`}
            className={`${pillClass} text-white ring-1 ring-white/60 hover:bg-white/10`}
          >
            <Mail className="h-5 w-5" aria-hidden />
            {SHOP.email}
          </a>
        </div>
        <Link
          to="/products"
          className="mt-6 inline-block font-semibold text-white underline underline-offset-4 hover:text-cream-100"
        >
          Or browse the shop
        </Link>
      </section>
    </Page>
  );
}
