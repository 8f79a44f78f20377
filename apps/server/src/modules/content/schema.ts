/** The content module's table: blog posts. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from '../../db/columns.ts';

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
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('blog_posts_created_idx').on(t.createdAt.desc())],
);
