/** Puts the theme script (packages/shared/src/theme-init.ts) inline in the page template. */
import type { Plugin } from 'vite';
// Relative, not the package name: the config's own bundler inlines it (the package is TS source).
import { THEME_INIT_SCRIPT } from '../../../packages/shared/src/theme-init.ts';

export function inlineThemeInit(): Plugin {
  return {
    name: 'shop-inline-theme-init',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
