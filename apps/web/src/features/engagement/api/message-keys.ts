/** Query keys of the maker's inbox. */
export const messageKeys = {
  all: ['admin', 'messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
};
