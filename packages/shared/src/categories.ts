/** The shop's product categories. One source of truth for both sides. */
export const CATEGORIES = [
  { id: 'baby', label: 'Crochet Baby Items' },
  { id: 'amigurumi', label: 'Amigurumi' },
  { id: 'accessories', label: 'Crochet Accessories' },
  { id: 'hats', label: 'Crochet Hats' },
  { id: 'bags', label: 'Handmade Crochet Bags' },
  { id: 'blankets', label: 'Crochet Blankets' },
  { id: 'scarfs', label: 'Crochet Scarfs' },
  { id: 'home-decor', label: 'Crochet Home Décor' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/** Categories shown as tiles on the home page. */
export const HOME_CATEGORY_IDS: CategoryId[] = ['baby', 'amigurumi', 'home-decor', 'accessories'];

export function categoryLabel(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id;
}
