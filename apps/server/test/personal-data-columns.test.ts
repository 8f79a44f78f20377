/**
 * Personal data has owners: every column of the schema that can hold a person's data (an address,
 * a name, a street or a phone number, words a customer wrote, or any JSON) must be held by a
 * module's personal-data declaration (ports/personal-data.ts, listed in module-links.ts), which
 * says what export and account deletion do with it, or be listed below as holding nobody's data,
 * with the reason. The tables are read from the migrated database, so a table added on another
 * branch is checked the moment it is merged.
 */
import { describe, expect, it } from 'vitest';
import { personalDataOwners } from '../src/module-links.ts';
import { buildTestApp } from './helpers.ts';
import { textColumns } from './personal-data-scan.ts';

/** Column names that can hold a person's data (json columns always can). */
const MAY_BE_PERSONAL =
  /(^|_)(email|e_mail|name|names|address|addresses|phone|street|line1|line2|city|postal|zip|recipient|sender|message|messages|body|description|note|notes|reply|response|comment|text|title|subject|instagram|identifier|ip|agent|personalisation|gift|lines|key|value|path|url)(_|$)/;

/** Columns whose names look personal but that hold no one's data: `table.column` → why. */
const NOT_PERSONAL: Record<string, string> = {
  'audit_log.route': 'the route pattern, no values',
  'blog_posts.author': 'the maker, as the post’s byline',
  'blog_posts.title': 'the maker’s post',
  'blog_posts.image_url': 'the maker’s picture',
  'backup_runs.file_name': 'a backup file’s name',
  'discount_codes.product_ids': 'product ids',
  'discount_codes.categories': 'category ids',
  'monthly_drops.name': 'the maker’s drop',
  'monthly_drops.description': 'the maker’s drop',
  'monthly_drops.image_url': 'the maker’s picture',
  'newsletter_campaigns.subject': 'the maker’s campaign',
  'newsletter_campaigns.body': 'the maker’s campaign',
  'order_items.product_name': 'the product bought',
  'order_items.product_image': 'the product’s picture',
  'order_items.variant_label': 'the option bought',
  'orders.shipping_rate_name': 'the maker’s shipping rate',
  'orders.shipping_options': 'the maker’s shipping rates offered',
  'orders.tracking_url': 'the carrier’s tracking page',
  'product_reviews.product_name': 'the product reviewed',
  'product_reviews.variant_label': 'the option bought',
  'product_variants.option_values': 'the product’s options',
  'product_variants.image_src': 'the product’s picture',
  'product_words.name': 'a product’s name, for search',
  'products.name': 'the maker’s product',
  'products.description': 'the maker’s product',
  'products.title_text': 'the product’s name, for search',
  'products.search_text': 'the product’s texts, for search',
  'products.images': 'the product’s pictures',
  'products.options': 'the product’s options',
  'products.personalisation': 'the product’s personalisation settings (what can be stitched)',
  'rate_limit.key':
    'better-auth’s per-client request counter: a network address, kept for its window',
  'request_rate_limits.key': 'a route and client network address, kept for the limit’s window',
  'shipping_rates.name': 'the maker’s shipping rate',
  'shipping_rates.countries': 'country codes',
  'custom_order_quotes.shipping_rate_name': 'the maker’s shipping rate',
  'custom_order_quotes.lead_time': 'the maker’s quote',
  'analytics_events.path': 'the page’s address, no query; visitors are a salted daily hash',
  'gift_card_holds.gift_card_id': 'a card’s id',
  'gift_card_ledger.gift_card_id': 'a card’s id',
  'gift_card_ledger.note': 'the maker’s reason for a change of balance',
  'gift_cards.note': 'the maker’s reason for a card issued by hand',
  'pattern_downloads.option_values': 'the pattern’s options',
  'pattern_files.file_name': 'the maker’s PDF',
  'pattern_files.option_values': 'the pattern’s options',
  'pattern_files.storage_key': 'where the maker’s PDF is stored',
};

const t = await buildTestApp();
const columns = await textColumns(t.db);
const held = new Map(
  personalDataOwners.flatMap((owner) =>
    Object.entries(owner.holds).flatMap(([table, cols]) =>
      Object.keys(cols).map((column) => [`${table}.${column}`, owner.module] as const),
    ),
  ),
);

const howToClaim = (table: string, column: string) =>
  `${table}.${column} can hold a person's data and no module holds it. In the module that owns ` +
  `"${table}", add "${column}" under "${table}" in its personal-data.ts "holds" (saying what ` +
  `account deletion does with it, and erasing or exporting it in erase/exportFor), with the owner ` +
  `listed in personalDataOwners (src/module-links.ts); or, if it never holds anyone's data, add ` +
  `'${table}.${column}' to NOT_PERSONAL in test/personal-data-columns.test.ts with the reason.`;

describe('personal data has owners', () => {
  it('every column that can hold a person’s data is held by a module', () => {
    const unclaimed = columns
      .filter(
        ({ table, column, type }) =>
          (MAY_BE_PERSONAL.test(column) || type === 'jsonb' || type === 'json') &&
          !held.has(`${table}.${column}`) &&
          !(`${table}.${column}` in NOT_PERSONAL),
      )
      .map(({ table, column }) => howToClaim(table, column));
    expect(unclaimed).toEqual([]);
  });

  it('every column a module holds exists (a renamed column is noticed)', () => {
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const all = new Set([...columns.map((c) => `${c.table}.${c.column}`)]);
    expect(all.size).toBeGreaterThan(50);
    const missing = [...held.keys()].filter((name) => !existing.has(name));
    expect(missing).toEqual([]);
    expect(Object.keys(NOT_PERSONAL).filter((name) => !existing.has(name))).toEqual([]);
  });

  it('finds an unclaimed column and says how to claim it', () => {
    expect(howToClaim('gift_cards', 'recipient_email')).toContain(
      'gift_cards.recipient_email can hold a person',
    );
    expect(MAY_BE_PERSONAL.test('recipient_email')).toBe(true);
    expect(MAY_BE_PERSONAL.test('stock')).toBe(false);
  });
});
