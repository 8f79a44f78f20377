/**
 * Takes the app's scripts and the rest of its stylesheet out of the way of the first paint. Vite
 * writes the entry as a module script in the head, a `modulepreload` for each chunk it imports
 * and a stylesheet link for the entry's CSS (the whole stylesheet): all fetched at high priority
 * while the page is still painting, which a slow phone pays for in its first and largest paint
 * (ADR 022). Here they go: the early-input script (packages/shared) reads the entry's and the
 * stylesheet's addresses from its `data-entry` and `data-css` attributes (and the chunks the
 * entry imports from `data-chunks`): it adds the stylesheet once the page has painted, prefetches
 * the scripts then, and runs the entry when the shopper first uses the page. The page
 * paints with its inline critical stylesheet (critical.css, inlined by inline-css.ts); without
 * scripts, a `<noscript>` link brings the whole stylesheet.
 */
import type { Plugin } from 'vite';
// Relative, not the package name: the config's own bundler inlines it (the package is TS source).
import { EARLY_INPUT_SCRIPT } from '../../../packages/shared/src/early-input.ts';

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const MODULE_PRELOAD_HREF = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[^"]+\.js)"/g;
const stylesheetLink = (file: string) =>
  new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>\\s*`);

export function deferApp(): Plugin {
  return {
    name: 'shop-defer-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('The app entry script is missing from the page template.');
        const entryCss = [...(context.chunk?.viteMetadata?.importedCss ?? [])];
        if (entryCss.length !== 1)
          throw new Error(`Expected the entry to import one stylesheet, got ${entryCss.length}.`);
        const css = `/${entryCss[0]}`;
        const chunks = [...html.matchAll(MODULE_PRELOAD_HREF)].map((m) => m[1]).join(' ');
        const tag =
          `<script data-entry="${entry}" data-css="${css}" data-chunks="${chunks}">` +
          `${EARLY_INPUT_SCRIPT}</script>` +
          `<noscript><link rel="stylesheet" href="${css}" /></noscript>`;
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(stylesheetLink(entryCss[0]!), '')
          .replace('</head>', `${tag}\n  </head>`);
      },
    },
  };
}
