/** The content module's table: blog posts. */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
    /** Set by a trigger on every edit: the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_created_idx').on(t.createdAt.desc())],
);
