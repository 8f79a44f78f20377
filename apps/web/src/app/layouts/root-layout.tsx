/** The page frame: skip link, navigation bar, the routed page, footer (not in the admin area). */
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { Footer } from './footer';
import { isAdminPath } from './nav-links';
import { Navbar } from './navbar';
import { usePageviewReport } from './use-pageview-report';
import { useRouteFocus } from './use-route-focus';

/**
 * Scroll positions are kept per history entry; the entry a page load starts on has no key of its
 * own ('default'), so it is keyed by its address: opening a page fresh never takes over another
 * page's position.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function RootLayout() {
  // The admin panel is a workspace, not a shop page: no shop footer there.
  const isAdminArea = isAdminPath(useLocation().pathname);
  useRouteFocus();
  usePageviewReport();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-clay-600 px-5 py-2.5 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {isAdminArea ? null : <Footer />}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
