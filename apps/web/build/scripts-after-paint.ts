/**
 * Marks the page's module scripts and their preloads `fetchpriority="low"`. A server-rendered
 * page paints without them, so on a slow link the HTML, fonts and the largest image should have
 * the bandwidth first; Chromium otherwise fetches module scripts at high priority, ahead of the
 * hero image (and Lighthouse then counts them as blocking the first paint). They still load in
 * parallel and still run before the load event, so nothing waits longer than the bytes take.
 */
import type { Plugin } from 'vite';

const MODULE_TAGS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

export function scriptsAfterPaint(): Plugin {
  return {
    name: 'shop-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const marked = html.replace(MODULE_TAGS, '<$1 fetchpriority="low"');
        if (marked === html) throw new Error('The page template has no module script to mark.');
        return marked;
      },
    },
  };
}
