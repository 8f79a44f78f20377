/**
 * Adds a preload of the shop's one web font (the display face of headlines, cut to what headings
 * use: build/subset-display-font.ts) to the page template, with the hashed name the build gave
 * it. It is declared with `font-display: swap`, so text never waits on it.
 */
import type { Plugin } from 'vite';

const CRITICAL_FONT = /fraunces-display-[\w-]+\.woff2$/;

export function preloadCriticalFont(): Plugin {
  return {
    name: 'shop-preload-critical-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => CRITICAL_FONT.test(name));
        if (!file)
          throw new Error('The display font (fraunces-display.woff2) is missing from the build.');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
