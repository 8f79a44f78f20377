/**
 * Every route of SPEC §2. Pages are lazy chunks, so a shopper never downloads admin code.
 * Guards: RequireUser (signed-in routes), RequireAdmin (admin routes), AdminLoginGate.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireAdmin, RequireUser } from './guards';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: 'products', ...page(() => import('./routes/products')) },
      { path: 'products/:id', ...page(() => import('./routes/product')) },
      { path: 'about', ...page(() => import('./routes/about')) },
      { path: 'contact', ...page(() => import('./routes/contact')) },
      { path: 'blog', ...page(() => import('./routes/blog')) },
      { path: 'blog/:id', ...page(() => import('./routes/blog-post')) },
      { path: 'cart', ...page(() => import('./routes/cart')) },
      { path: 'signin', ...page(() => import('./routes/signin')) },
      { path: 'shipping', ...page(() => import('./routes/shipping')) },
      { path: 'returns', ...page(() => import('./routes/returns')) },
      { path: 'faq', ...page(() => import('./routes/faq')) },
      { path: 'privacy', ...page(() => import('./routes/privacy')) },
      { path: 'terms', ...page(() => import('./routes/terms')) },
      { path: 'admin/login', ...page(() => import('./routes/admin-login')) },
      {
        element: <RequireUser />,
        children: [
          { path: 'profile', ...page(() => import('./routes/profile')) },
          // The payment pages read the customer's own order: signed in, like the account area.
          { path: 'order-confirmation', ...page(() => import('./routes/order-confirmation')) },
          { path: 'test-checkout/:sessionId', ...page(() => import('./routes/test-checkout')) },
          { path: 'orders', ...page(() => import('./routes/orders')) },
          { path: 'orders/:id', ...page(() => import('./routes/order')) },
          { path: 'wishlist', ...page(() => import('./routes/wishlist')) },
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
              { path: 'blog', ...page(() => import('./routes/admin/blog')) },
              { path: 'monthly-drop', ...page(() => import('./routes/admin/monthly-drop')) },
              { path: 'messages', ...page(() => import('./routes/admin/messages')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
