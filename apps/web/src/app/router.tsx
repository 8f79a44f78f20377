/**
 * Every route of the shop. Pages are lazy chunks, so a shopper never downloads admin code.
 * Guards: RequireUser (signed-in routes), RequireAdmin (admin routes), AdminLoginGate.
 *
 * The public storefront pages have loaders that fill the query cache through the same
 * `queryOptions` the pages read: the server awaits them before rendering (and answers 404 for an
 * unknown product or post), the browser only starts them so a page and its data load together.
 * Public pages have ids: the server describes them for search engines by id (route-meta.ts),
 * so none of that code is shipped to browsers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { blogPostQueryOptions } from '@/features/content/api/get-blog-post';
import { blogPostsQueryOptions } from '@/features/content/api/get-blog-posts';
import { monthlyDropsQueryOptions } from '@/features/drops/api/get-monthly-drops';
import {
  filtersFromSearchParams,
  filtersToApiQuery,
  listingPagesOf,
  tidyListingSearch,
} from '@/features/catalog/filters';
import { ApiError } from '@/lib/api-client';
import { reviewsQueryOptions } from '@/features/reviews/api/reviews';
import { reviewParamsOf } from '@/features/reviews/review-params';
import { shippingRatesQueryOptions } from '@/features/shipping/api/shipping-rates';
import { RouteErrorBoundary } from './route-error-boundary';
import type { SavedCart } from '@shop/shared/schemas/cart';
import { cartKeys } from '@/lib/query-keys';
import { cartProductIds, cartProductsQueryOptions } from '@/features/cart/api/use-cart-refresh';
import { giftWrapQueryOptions } from '@/features/checkout/api/gift-wrap';
import { restoreOfferQuery } from '@/features/checkout/api/restore-offer';
import { cartQuoteQueryOptions } from '@/features/cart/api/cart-quote';
import { cartGiftCardsQueryOptions } from '@/features/gift-cards/api/cart-gift-cards';
import { RootLayout } from './layouts/root-layout';
import { testCheckoutSessionQuery } from '@/features/checkout/api/test-checkout';
import { orderBySessionQuery } from '@/features/orders/api/get-order-by-session';
import { myOrdersQuery } from '@/features/orders/api/get-orders';
import { RequireAdmin, RequireUser } from './guards';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const isServer = typeof window === 'undefined';

/**
 * On the server: wait for the data, and turn the API's 404 into the page's 404. In the browser:
 * start loading and go on; the page shows its loading state and reads the query when it lands.
 */
async function load(promises: Promise<unknown>[]): Promise<null> {
  if (!isServer) {
    for (const promise of promises) promise.catch(() => undefined);
    return null;
  }
  try {
    await Promise.all(promises);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return null;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /** A signed-in page's read, awaited on the server only; its failure is the page's to show. */
  const ownRead = async (read: () => Promise<unknown>) => {
    if (!isServer) return null;
    await read().catch(() => undefined);
    return null;
  };
  const loaders = {
    home: () =>
      load([
        queryClient.ensureQueryData(featuredProductsQueryOptions()),
        queryClient.ensureQueryData(monthlyDropsQueryOptions()),
      ]),
    products: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      // The filter form sent with scripts off names every field: its address is tidied once.
      const tidy = tidyListingSearch(url.searchParams);
      if (tidy !== null) throw redirect(`${url.pathname}${tidy}`);
      const filters = filtersFromSearchParams(url.searchParams);
      // `?page=N` (Load more with scripts off) shows the first N pages.
      const pages = listingPagesOf(url.searchParams);
      const options = productsQueryOptions(filtersToApiQuery(filters));
      const cached = queryClient.getQueryData(options.queryKey);
      return load([
        pages > 1 && (cached?.pages.length ?? 0) < pages
          ? queryClient.fetchInfiniteQuery({ ...options, pages })
          : queryClient.ensureInfiniteQueryData(options),
      ]);
    },
    product: ({ params, request }: LoaderFunctionArgs) => {
      const id = params.id ?? '';
      const { sort, page } = reviewParamsOf(new URL(request.url).searchParams);
      return load([
        queryClient.ensureQueryData(productQueryOptions(id)),
        // The reviews are part of the page's first HTML; if they fail, the page still renders
        // and the section shows its own error with Try Again.
        queryClient.ensureQueryData(reviewsQueryOptions(id, sort, page)).catch(() => undefined),
        // Suggestions are part of the first HTML too; without them the page is still whole.
        queryClient.ensureQueryData(relatedProductsQueryOptions(id)).catch(() => undefined),
      ]);
    },
    blog: () => load([queryClient.ensureQueryData(blogPostsQueryOptions())]),
    shipping: () => load([queryClient.ensureQueryData(shippingRatesQueryOptions())]),
    // The server renders the cart from the visitor's cart: its lines' photos and stock, gift
    // wrap's price, and the code in the address (`?code=`, the Apply form's answer); an empty
    // one with the "Restore cart" offer of an unfinished checkout, if any.
    cart: async ({ request }: LoaderFunctionArgs) => {
      const cart = queryClient.getQueryData<SavedCart>(cartKeys.server());
      if (!isServer) return null;
      // An empty cart may be offered the pieces of an unfinished checkout back (the server's
      // answer for a signed-in shopper; a guest's is always none).
      if (!cart || cart.lines.length === 0) {
        return ownRead(() => queryClient.ensureQueryData(restoreOfferQuery()));
      }
      const code = new URL(request.url).searchParams.get('code');
      const optional = <T,>(promise: Promise<T>) => promise.catch(() => undefined);
      const [, wrap] = await Promise.all([
        optional(queryClient.ensureQueryData(cartProductsQueryOptions(cartProductIds(cart.lines)))),
        optional(queryClient.ensureQueryData(giftWrapQueryOptions())),
      ]);
      // The totals are the server's pricing, the same query the page asks for once it runs;
      // then what the gift cards kept on the cart pay of them.
      const giftWrap = Boolean(cart.gift?.wrap) && wrap?.priceCents != null;
      const quote = await optional(
        queryClient.ensureQueryData(cartQuoteQueryOptions(cart.lines, code, giftWrap)),
      );
      return load(
        quote
          ? [optional(queryClient.ensureQueryData(cartGiftCardsQueryOptions(quote.totalCents)))]
          : [],
      );
    },
    // The shopper's own pages of a purchase: read on the server (with the visitor's cookie)
    // for a signed-in visitor; a refusal is the page's own error state, not the route's.
    testCheckout: ({ params }: LoaderFunctionArgs) =>
      ownRead(() => queryClient.ensureQueryData(testCheckoutSessionQuery(params.sessionId ?? ''))),
    orderConfirmation: ({ request }: LoaderFunctionArgs) =>
      ownRead(() =>
        queryClient.ensureQueryData(
          orderBySessionQuery(new URL(request.url).searchParams.get('session_id') ?? ''),
        ),
      ),
    orders: () => ownRead(() => queryClient.ensureQueryData(myOrdersQuery())),
    blogPost: ({ params }: LoaderFunctionArgs) =>
      load([queryClient.ensureQueryData(blogPostQueryOptions(params.id ?? ''))]),
  };

  return [
    {
      id: 'root',
      element: <RootLayout />,
      HydrateFallback: () => null,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          loader: loaders.home,
          id: 'home',
          ...page(() => import('./routes/home')),
        },
        {
          path: 'products',
          loader: loaders.products,
          id: 'products',
          ...page(() => import('./routes/products')),
        },
        {
          path: 'products/:id',
          loader: loaders.product,
          ErrorBoundary: RouteErrorBoundary,
          id: 'product',
          ...page(() => import('./routes/product')),
        },
        {
          path: 'about',
          id: 'about',
          ...page(() => import('./routes/about')),
        },
        {
          path: 'contact',
          id: 'contact',
          ...page(() => import('./routes/contact')),
        },
        { path: 'custom-order', ...page(() => import('./routes/custom-order')) },
        {
          path: 'custom-order/follow/:id',
          ...page(() => import('./routes/custom-order-follow')),
        },
        {
          path: 'blog',
          loader: loaders.blog,
          id: 'blog',
          ...page(() => import('./routes/blog')),
        },
        {
          path: 'blog/:id',
          loader: loaders.blogPost,
          ErrorBoundary: RouteErrorBoundary,
          id: 'blog-post',
          ...page(() => import('./routes/blog-post')),
        },
        { path: 'cart', loader: loaders.cart, ...page(() => import('./routes/cart')) },
        { path: 'gift-card', ...page(() => import('./routes/gift-card')) },
        { path: 'gift-cards/balance', ...page(() => import('./routes/gift-card-balance')) },
        { path: 'signin', ...page(() => import('./routes/signin')) },
        {
          path: 'shipping',
          loader: loaders.shipping,
          id: 'shipping',
          ...page(() => import('./routes/shipping')),
        },
        {
          path: 'returns',
          id: 'returns',
          ...page(() => import('./routes/returns')),
        },
        {
          path: 'faq',
          id: 'faq',
          ...page(() => import('./routes/faq')),
        },
        {
          path: 'privacy',
          id: 'privacy',
          ...page(() => import('./routes/privacy')),
        },
        {
          path: 'terms',
          id: 'terms',
          ...page(() => import('./routes/terms')),
        },
        { path: 'admin/login', ...page(() => import('./routes/admin-login')) },
        {
          element: <RequireUser rendersOnServer />,
          children: [
            // The payment pages read the customer's own order: signed in, like the account area.
            // The server renders them whole (their loaders read the shopper's own order), so a
            // purchase ends with scripts off: pay, the confirmation, the order in My Orders.
            {
              path: 'order-confirmation',
              loader: loaders.orderConfirmation,
              ...page(() => import('./routes/order-confirmation')),
            },
            {
              path: 'test-checkout/:sessionId',
              loader: loaders.testCheckout,
              ...page(() => import('./routes/test-checkout')),
            },
            { path: 'orders', loader: loaders.orders, ...page(() => import('./routes/orders')) },
          ],
        },
        {
          element: <RequireUser />,
          children: [
            { path: 'profile', ...page(() => import('./routes/profile')) },
            { path: 'orders/:id', ...page(() => import('./routes/order')) },
            { path: 'wishlist', ...page(() => import('./routes/wishlist')) },
            { path: 'account/custom-orders', ...page(() => import('./routes/custom-orders')) },
            {
              path: 'account/custom-orders/:id',
              ...page(() => import('./routes/my-custom-order')),
            },
          ],
        },
        {
          path: 'admin',
          element: <RequireAdmin />,
          children: [
            {
              // The admin top bar and sidebar: a lazy chunk like the admin pages themselves.
              ...page(() => import('./layouts/admin-layout')),
              children: [
                { index: true, ...page(() => import('./routes/admin/dashboard')) },
                { path: 'products', ...page(() => import('./routes/admin/products')) },
                { path: 'orders', ...page(() => import('./routes/admin/orders')) },
                {
                  path: 'orders/:id/packing-slip',
                  ...page(() => import('./routes/admin/packing-slip')),
                },
                { path: 'blog', ...page(() => import('./routes/admin/blog')) },
                { path: 'monthly-drop', ...page(() => import('./routes/admin/monthly-drop')) },
                { path: 'settings/shipping', ...page(() => import('./routes/admin/shipping')) },
                {
                  path: 'settings/sales-channels',
                  ...page(() => import('./routes/admin/sales-channels')),
                },
                { path: 'analytics', ...page(() => import('./routes/admin/analytics')) },
                { path: 'discounts', ...page(() => import('./routes/admin/discounts')) },
                { path: 'gift-cards', ...page(() => import('./routes/admin/gift-cards')) },
                { path: 'messages', ...page(() => import('./routes/admin/messages')) },
                { path: 'newsletter', ...page(() => import('./routes/admin/newsletter')) },
                { path: 'activity', ...page(() => import('./routes/admin/activity')) },
                { path: 'reviews', ...page(() => import('./routes/admin/reviews')) },
                { path: 'custom-orders', ...page(() => import('./routes/admin/custom-orders')) },
                {
                  path: 'custom-orders/:id',
                  ...page(() => import('./routes/admin/custom-order')),
                },
              ],
            },
          ],
        },
        {
          // Unknown paths go to '/'. A crawler (no JavaScript) gets a real 404 page; the
          // browser is sent on to the home page.
          path: '*',
          loader: () => {
            if (isServer) throw data(null, { status: 404 });
            return redirect('/') as never;
          },
          Component: () => null,
          ErrorBoundary: RouteErrorBoundary,
          id: 'not-found',
        },
      ],
    },
  ];
}
