/** Admin → Settings → Sales channels: each product feed, its last build, and items to fix. */
import { z } from 'zod';

export const salesChannelsSchema = z.object({
  feeds: z.array(
    z.object({
      id: z.enum(['google', 'pinterest', 'meta']),
      name: z.string(),
      url: z.string(),
      format: z.string(),
      /** Null until the channel (or anyone) first asks for the feed. */
      lastBuiltAt: z.string().nullable(),
      lastBuildItems: z.number().int().nullable(),
    }),
  ),
  /** Items the feeds list now (one per product sold as one thing, or per variant). */
  itemCount: z.number().int(),
  productCount: z.number().int(),
  warnings: z.array(
    z.object({ productId: z.string(), title: z.string(), problems: z.array(z.string()) }),
  ),
});
export type SalesChannels = z.infer<typeof salesChannelsSchema>;
