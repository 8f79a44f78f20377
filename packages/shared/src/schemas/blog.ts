/**
 * Blog post shapes shared by the API and the SPA. Content is plain text (paragraphs separated by
 * blank lines); it is stored exactly as written and never rendered as HTML.
 */
import { z } from 'zod';
import { listOf } from './paging.ts';
import { multiLine } from './text.ts';

export const BLOG_TITLE_MAX = 200;
export const BLOG_CONTENT_MAX = 50_000;
export const IMAGE_URL_MAX = 2048;

const UPLOADED_PATH = /^\/uploads\/[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * An image address a page may load: an https URL or a file the shop's upload endpoint stored
 * (`/uploads/...`). Anything else (javascript:, data:, plain http that the CSP would block,
 * relative paths) is refused.
 */
export function isSafeImageUrl(value: string): boolean {
  if (UPLOADED_PATH.test(value)) return !value.includes('..') && !value.includes('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const IMAGE_URL_MESSAGE = 'Please enter a valid image URL (starting with https://)';

export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Please add an image')
  .max(IMAGE_URL_MAX, 'That image URL is too long')
  .refine(isSafeImageUrl, IMAGE_URL_MESSAGE);

const titleSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a title')
  .max(BLOG_TITLE_MAX, `Titles are at most ${BLOG_TITLE_MAX} characters`);

const contentSchema = multiLine(
  z
    .string()
    .max(
      BLOG_CONTENT_MAX,
      `Posts are at most ${BLOG_CONTENT_MAX.toLocaleString('en-US')} characters`,
    )
    .refine((s) => s.trim().length > 0, 'Please write the post'),
);

/** Body of POST /api/blog-posts. The author is the signed-in admin, never part of the body. */
export const blogPostInputSchema = z
  .object({ title: titleSchema, content: contentSchema, imageUrl: imageUrlSchema })
  .strict();
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** Body of PATCH /api/blog-posts/:id: any of the fields, at least one. */
export const blogPostPatchSchema = z
  .object({
    title: titleSchema.optional(),
    content: contentSchema.optional(),
    imageUrl: imageUrlSchema.optional(),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    message: 'Nothing to change',
    path: ['body'],
  });
export type BlogPostPatch = z.input<typeof blogPostPatchSchema>;

export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = listOf(blogPostSchema);
export type BlogPostList = z.infer<typeof blogPostListSchema>;
