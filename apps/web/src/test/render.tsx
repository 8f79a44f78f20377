/**
 * One way to render a component under test with what the app provides: a QueryClient that does
 * not retry (a failed request shows its error state at once), the features' slots and, when
 * asked, a memory router.
 *   renderWithProviders(<ContactForm />);
 *   const { router } = renderWithProviders(null, { routes: [{ path: '/cart', element: <CartPage /> }], path: '/cart' });
 *   renderWithProviders(null, { router }); // a router the test made
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { FeatureSlots } from '@/app/feature-slots';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

type Options = {
  queryClient?: QueryClient;
  /** A router the test made (to read its location later). */
  router?: ReturnType<typeof createMemoryRouter>;
  /** Routes of a memory router; without them, `ui` is rendered at `path` inside one. */
  routes?: RouteObject[];
  /** The first location (default '/'), or several entries. */
  path?: string | { pathname: string; state?: unknown };
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

export function renderWithProviders(ui: ReactElement | null, options: Options = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router =
    options.router ??
    createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
      initialEntries: [options.path ?? '/'],
    });
  const user = userEvent.setup(options.userEventOptions);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <FeatureSlots>
        <RouterProvider router={router} />
      </FeatureSlots>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router, user };
}
