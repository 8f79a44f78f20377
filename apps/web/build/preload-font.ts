/**
 * Adds a preload of the critical web font (the display face of headlines: the home hero's text
 * is its largest paint) to the page template, with the hashed name the build gave it. The font
 * is self-hosted and declared with `font-display: swap` (fontsource), so text never waits on it.
 */
import type { Plugin } from 'vite';

const CRITICAL_FONT = /fraunces-latin-wght-normal-[\w-]+\.woff2$/;

export function preloadCriticalFont(): Plugin {
  return {
    name: 'shop-preload-critical-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => CRITICAL_FONT.test(name));
        if (!file)
          throw new Error('The critical font (Fraunces, latin) is missing from the build.');
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
