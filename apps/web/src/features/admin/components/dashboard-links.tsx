/** The dashboard's cards to the pages the maker uses most. */
import { ArrowRight, Mail, Newspaper, Package, Receipt, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/shared/icon-tile';

const CARDS: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/admin/products',
    title: 'Manage Products',
    text: 'Add new pieces, update prices and stock, choose what is featured.',
    icon: Package,
  },
  {
    to: '/admin/blog',
    title: 'Manage Blog Posts',
    text: 'Share patterns, studio news and the stories behind your work.',
    icon: Newspaper,
  },
  {
    to: '/admin/orders',
    title: 'View Orders',
    text: 'See what was bought and move orders along as you ship them.',
    icon: Receipt,
  },
  {
    to: '/admin/messages',
    title: 'View Messages',
    text: 'Read and answer what customers wrote through the contact form.',
    icon: Mail,
  },
];

export function DashboardLinks() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {CARDS.map(({ to, title, text, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-start gap-4 rounded-3xl border border-cream-300 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-clay-300 hover:shadow-md dark:border-night-700 dark:bg-night-800 dark:hover:border-clay-400/60"
          >
            <IconTile icon={Icon} />
            <span className="min-w-0 flex-1">
              <span className="flex items-center justify-between gap-2 font-display text-lg font-semibold">
                {title}
                <ArrowRight
                  className="h-5 w-5 text-clay-500 transition-transform group-hover:translate-x-1"
                  aria-hidden
                />
              </span>
              <span className="mt-1 block text-sm text-ink-500 dark:text-ink-300">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
