/**
 * The browser entry: take over the page the server rendered. The query cache, the router's
 * loader state and the session come from the render state in the page, so nothing is fetched
 * twice and the first browser render equals the server's (no hydration mismatch).
 */
// First: it configures zod before any shared schema is built.
import '@/lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from '@/app/app';
import { RENDER_STATE_ID, type RenderState } from '@/app/render-state';
import { createRoutes } from '@/app/router';
import { reviveRouterState } from '@/app/router-state';
import { initBrowserStores } from '@/app/stores';
import { createQueryClient } from '@/lib/query-client';
import { untilNotLeaving } from '@/lib/replay-early-input';
import { SIGNED_OUT } from '@shop/shared/storefront-render';
import './index.css';

function readRenderState(): RenderState | null {
  const element = document.getElementById(RENDER_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as RenderState;
}

/** Lazy route modules of the current page, loaded before hydrating (their markup is in the page). */
async function loadLazyMatches(routes: ReturnType<typeof createRoutes>) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The page came with only its own rules inline (the server cuts the stylesheet to the page's
 * classes); what the app renders next (a dialog, the next page) needs the whole stylesheet,
 * which the early-input script adds as it runs the app. Until it has applied, the app waits.
 */
async function wholeStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLElement>('script[data-css]')?.dataset.css;
  const link = href
    ? [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
        (l) => l.getAttribute('href') === href,
      )
    : undefined;
  if (!link || link.sheet) return;
  await new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // A stylesheet that failed to load is no reason to leave the page without its app.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

async function start() {
  const state = readRenderState();
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const stores = initBrowserStores(
    state?.session ?? SIGNED_OUT,
    state?.cart ?? null,
    state?.darkMode,
  );

  const routes = createRoutes(queryClient);
  await Promise.all([loadLazyMatches(routes), wholeStylesheet()]);
  const router = createBrowserRouter(routes, {
    hydrationData: state ? reviveRouterState(state.router) : undefined,
  });

  const app = (
    <StrictMode>
      <App
        stores={stores}
        queryClient={queryClient}
        renderedAt={state?.renderedAt ?? null}
        flash={state?.flash ?? null}
      >
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // `npm run dev` serves the page from Vite without a server render: render it here instead.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (input stays responsive on slow phones).
  if (state) {
    // A form posted or a link followed before the app ran: the page is on its way out.
    await untilNotLeaving();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}

void start();
