/** Query keys of the blog, so mutations invalidate exactly what they change. */
export const blogKeys = {
  all: ['blog-posts'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
};
