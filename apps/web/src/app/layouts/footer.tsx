/**
 * The footer: brand tagline, social links, Shop links (All Products + the 8
 * categories), Help links, and the newsletter signup (owned by the engagement feature), a form
 * in the server's HTML that works before the app runs.
 */
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '@shop/shared/categories';
import { SHOP } from '@shop/shared/shop';
import { InstagramIcon, YarnLogo } from '@/components/ui/brand-icons';
import { NewsletterForm } from '@/features/engagement/components/newsletter-form';

const HELP_LINKS = [
  { to: '/shipping', label: 'Shipping' },
  { to: '/returns', label: 'Returns' },
  { to: '/gift-cards/balance', label: 'Gift card balance' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/contact', label: 'Contact' },
  { to: '/custom-order', label: 'Custom Order' },
] as const;

const footerLinkClass =
  'text-ink-700 underline-offset-4 transition-colors hover:text-clay-700 hover:underline dark:text-cream-200 dark:hover:text-clay-300';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-cream-300 bg-cream-200/60 dark:border-night-700 dark:bg-night-950/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5">
            <YarnLogo />
            <span className="font-display text-xl font-semibold">{SHOP.name}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-ink-500 dark:text-ink-300">
            Handmade crochet made slowly, one loop at a time — cosy pieces for little ones, homes
            and everyday adventures.
          </p>
          <div className="mt-5 flex gap-2">
            <a
              href={SHOP.social.instagram}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={`Instagram ${SHOP.social.instagramHandle}`}
              className="grid h-10 w-10 place-items-center rounded-full border border-cream-300 bg-cream-50 text-ink-700 transition-colors hover:border-clay-300 hover:text-clay-700 dark:border-night-600 dark:bg-night-800 dark:text-cream-200 dark:hover:text-clay-300"
            >
              <InstagramIcon />
            </a>
            <a
              href={`mailto:${SHOP.email}`}
              aria-label={`Email ${SHOP.email}`}
              className="grid h-10 w-10 place-items-center rounded-full border border-cream-300 bg-cream-50 text-ink-700 transition-colors hover:border-clay-300 hover:text-clay-700 dark:border-night-600 dark:bg-night-800 dark:text-cream-200 dark:hover:text-clay-300"
            >
              <Mail className="h-5 w-5" aria-hidden />
            </a>
          </div>
        </div>

        <FooterColumn title="Shop">
          <li>
            <Link to="/products" className={footerLinkClass}>
              All Products
            </Link>
          </li>
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link to={`/products?category=${category.id}`} className={footerLinkClass}>
                {category.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/gift-card" className={footerLinkClass}>
              Gift cards
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn title="Help">
          {HELP_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={footerLinkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <section aria-labelledby="newsletter-heading">
          <h2
            id="newsletter-heading"
            className="font-sans text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300"
          >
            Newsletter
          </h2>
          <p className="mb-4 mt-4 text-sm leading-relaxed text-ink-700 dark:text-cream-200">
            New patterns, monthly drops and studio notes — a few letters a month, never spam.
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-cream-300 dark:border-night-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-ink-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-ink-300">
          <p>
            © {year} {SHOP.name}. Handmade with love.
          </p>
          <p>Prices in USD · Ships from the US</p>
        </div>
      </div>
    </footer>
  );
}
