/**
 * After a navigation to another page, focus moves to the new page's main heading (or the main
 * region), so keyboard and screen-reader users start at the content instead of tabbing through
 * the header again; the heading's name is announced. The first load keeps the browser's focus,
 * and filter changes (same path, new query string) keep focus where the shopper is.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useRouteFocus() {
  const { pathname } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // Scrolling is ScrollRestoration's job (top for a new page, the old spot on back/forward).
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
}
