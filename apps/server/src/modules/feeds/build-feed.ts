/**
 * Builds a feed from the catalog and the maker's shipping rates, and notes the build (when, how
 * many items, how many warnings) for Admin → Settings → Sales channels. A feed is built when the
 * public answer cache has no valid copy: after any catalog change, or 30 s at most.
 */
import type { Db } from '../../db/client.ts';
import { listFeedProducts } from '../catalog/index.ts';
import { listShippingRates } from '../shipping/index.ts';
import { buildFeedItems, type FeedId } from './feed-items.ts';
import { renderMetaCsv, renderRssFeed } from './render-feeds.ts';
import { feedBuilds } from './schema.ts';
import { now } from '../../lib/clock.ts';

export async function loadFeedItems(db: Db, publicUrl: string) {
  const [products, rates] = await Promise.all([listFeedProducts(db), listShippingRates(db)]);
  return buildFeedItems({ products, rates, publicUrl });
}

export async function buildFeed(db: Db, { feed, publicUrl }: { feed: FeedId; publicUrl: string }) {
  const { items, warnings } = await loadFeedItems(db, publicUrl);
  const body = feed === 'meta' ? renderMetaCsv(items) : renderRssFeed(items, feed, publicUrl);
  const build = { builtAt: now(), items: items.length, warnings: warnings.length };
  await db
    .insert(feedBuilds)
    .values({ feed, ...build })
    .onConflictDoUpdate({ target: feedBuilds.feed, set: build });
  return body;
}
