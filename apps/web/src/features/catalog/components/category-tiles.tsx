/** Home's Shop by Category tiles: baby, amigurumi, home-decor, accessories. */
import { ArrowRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { categoryLabel, HOME_CATEGORY_IDS, type CategoryId } from '@shop/shared/categories';
import { BearMotif, PlantMotif, RattleMotif, ScrunchieMotif } from './category-motifs';

const TILE_LOOKS: Partial<
  Record<CategoryId, { Motif: ComponentType; blurb: string; tone: string }>
> = {
  baby: {
    Motif: RattleMotif,
    blurb: 'Soft, gentle pieces for little ones',
    tone: 'bg-rose-100 dark:bg-night-800',
  },
  amigurumi: {
    Motif: BearMotif,
    blurb: 'Cuddly friends, stitched with character',
    tone: 'bg-clay-50 dark:bg-night-800',
  },
  'home-decor': {
    Motif: PlantMotif,
    blurb: 'Warm textures for cosy corners',
    tone: 'bg-sage-100 dark:bg-night-800',
  },
  accessories: {
    Motif: ScrunchieMotif,
    blurb: 'Little handmade touches for every day',
    tone: 'bg-cream-200 dark:bg-night-800',
  },
};

export function CategoryTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {HOME_CATEGORY_IDS.map((id) => {
        const look = TILE_LOOKS[id];
        if (!look) return null;
        const { Motif } = look;
        return (
          <li key={id}>
            <Link
              to={`/products?category=${id}`}
              className={`group flex h-full flex-col items-center rounded-3xl border border-transparent px-4 pb-6 pt-7 text-center transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-clay-700/5 dark:border-night-700 dark:hover:border-night-600 ${look.tone}`}
            >
              <span className="transition-transform duration-300 group-hover:scale-105 group-hover:-rotate-3">
                <Motif />
              </span>
              <span className="mt-4 font-display text-lg font-semibold leading-tight sm:text-xl">
                {categoryLabel(id)}
              </span>
              <span className="mt-1.5 hidden text-sm text-ink-700 sm:block dark:text-ink-300">
                {look.blurb}
              </span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-clay-700 dark:text-clay-300">
                Shop now
                <ArrowRight
                  className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
