/** The page frame: navigation bar, the routed page, footer. */
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-cream-300 px-6 py-4 font-display text-xl dark:border-night-700">
        Loop &amp; Lantern
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
