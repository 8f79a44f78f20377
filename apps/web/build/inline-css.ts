/**
 * Puts the storefront's critical stylesheet (src/critical.css, its own build entry) inline in
 * the page template, at its `<!--critical-css-->` mark. On a phone on slow 4G a separate request
 * cost a round trip before the first paint; inline, the server-rendered HTML paints as soon as it
 * arrives (ADR 012). Only the storefront's classes are in it, so the page stays small; the whole
 * stylesheet follows after the paint (defer-app.ts, ADR 022). Its fonts' URLs are absolute
 * (`/assets/…`), so they resolve the same from the page.
 */
import type { Plugin } from 'vite';

const MARK = '<!--critical-css-->';
const CRITICAL_CSS = /^assets\/critical-[\w-]+\.css$/;

export function inlineCss(): Plugin {
  return {
    name: 'shop-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const file = Object.keys(bundle).find((name) => CRITICAL_CSS.test(name));
        const asset = file ? bundle[file] : undefined;
        if (asset?.type !== 'asset') throw new Error('The critical stylesheet is missing.');
        const css = String(asset.source);
        // A `</style>` inside the CSS would end the element early; Tailwind never writes one.
        if (css.includes('</style')) throw new Error('The critical stylesheet holds </style>.');
        if (!html.includes(MARK)) throw new Error(`The page template has no ${MARK} mark.`);
        return html.replace(MARK, `<style>${css}</style>`);
      },
    },
  };
}
