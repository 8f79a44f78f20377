/** Admin → Settings → Sales channels: each feed's address and last build, and what to fix. */
import type { SalesChannels } from '@shop/shared/schemas/feeds';
import type { Db } from '../../db/client.ts';
import { loadFeedItems } from './build-feed.ts';
import { FEED_IDS, type FeedId } from './feed-items.ts';
import { feedBuilds } from './schema.ts';

const FEED_NAMES: Record<FeedId, { name: string; format: string; path: string }> = {
  google: { name: 'Google Merchant Center', format: 'RSS 2.0 (XML)', path: '/feeds/google.xml' },
  pinterest: { name: 'Pinterest catalog', format: 'RSS 2.0 (XML)', path: '/feeds/pinterest.xml' },
  meta: {
    name: 'Meta commerce catalog (Facebook, Instagram)',
    format: 'CSV',
    path: '/feeds/meta.csv',
  },
};

export async function getSalesChannels(db: Db, publicUrl: string): Promise<SalesChannels> {
  const [builds, { items, warnings }] = await Promise.all([
    db.select().from(feedBuilds),
    loadFeedItems(db, publicUrl),
  ]);
  return {
    feeds: FEED_IDS.map((id) => {
      const build = builds.find((row) => row.feed === id);
      return {
        id,
        name: FEED_NAMES[id].name,
        format: FEED_NAMES[id].format,
        url: `${publicUrl}${FEED_NAMES[id].path}`,
        lastBuiltAt: build ? build.builtAt.toISOString() : null,
        lastBuildItems: build ? build.items : null,
      };
    }),
    itemCount: items.length,
    productCount: new Set(items.map((item) => item.productId)).size,
    warnings,
  };
}
