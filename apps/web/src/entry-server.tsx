/**
 * The server entry, built by Vite for Node and called by the shop's server for every page
 * request: run the matched routes' loaders (through the same query options the browser uses),
 * render the page to HTML, and describe it (status, <head> tags, the state the browser hydrates
 * from). Everything is per request: its own query client, stores and router, so nothing of one
 * visitor can reach another's page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '@/app/app';
import { renderHeadTags, renderPrivateHeadTags, scriptJson } from '@/app/page-meta';
import { ServerTitleContext } from '@/components/ui/page';
import { RENDER_STATE_ID, type RenderState } from '@/app/render-state';
import { PAGE_META } from '@/app/route-meta';
import { createRoutes } from '@/app/router';
import { serializeRouterState } from '@/app/router-state';
import { createShopStores } from '@/app/stores';
import { setApiFetchResolver, type ApiFetch } from '@/lib/api-transport';
import { createQueryClient } from '@/lib/query-client';
import { cartKeys } from '@/lib/query-keys';
import type { RenderRequest, RenderResult } from '@shop/shared/storefront-render';

const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetchResolver(() => {
  const fetchOfRequest = requestFetch.getStore();
  if (!fetchOfRequest) throw new Error('An API call was made outside a server render.');
  return fetchOfRequest;
});

export async function render({
  path,
  origin,
  session,
  flash,
  cart,
  apiFetch,
  darkMode = false,
  now = Date.now(),
}: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient({ isServer: true });
  const stores = createShopStores(session, cart, darkMode);
  // The cart page's loader reads the visitor's cart from here (its lines' products, a code).
  if (cart) queryClient.setQueryData(cartKeys.server(), cart);
  const handler = createStaticHandler(createRoutes(queryClient));
  const url = new URL(path, origin);

  const context = await requestFetch.run(apiFetch, () =>
    handler.query(new Request(url, { method: 'GET' })),
  );
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const serverTitle: { title?: string } = {};
  const html = renderToString(
    <ServerTitleContext.Provider value={serverTitle}>
      <App stores={stores} queryClient={queryClient} renderedAt={now} flash={flash}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </ServerTitleContext.Provider>,
  );

  const described = [...context.matches].reverse().find((match) => PAGE_META[match.route.id]);
  const meta = described
    ? PAGE_META[described.route.id]!({ params: described.params, url, queryClient, origin })
    : undefined;
  // A page with no description of its own (cart, sign-in, account pages) still gets its title.
  const head = meta ? renderHeadTags(meta, origin) : renderPrivateHeadTags(serverTitle.title);

  const state: RenderState = {
    queries: dehydrate(queryClient),
    router: serializeRouterState({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    }),
    session,
    renderedAt: now,
    flash,
    cart,
    darkMode,
  };
  queryClient.clear();

  return {
    kind: 'page',
    status: context.statusCode,
    head,
    html,
    state: `<script type="application/json" id="${RENDER_STATE_ID}">${scriptJson(state)}</script>`,
  };
}
