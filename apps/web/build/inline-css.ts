/**
 * Puts the storefront's stylesheet inline in the page template, in place of its `<link>`. On a
 * phone on slow 4G the separate request cost a round trip and shared the bandwidth with fonts and
 * scripts before the first paint; inline, the server-rendered HTML paints as soon as it arrives
 * (ADR 012). The file stays in the build for anything that still links it. Its fonts' URLs are
 * absolute (`/assets/…`), so they resolve the same from the page.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export function inlineCss(): Plugin {
  return {
    name: 'shop-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          // A `</style>` inside the CSS would end the element early; Tailwind never writes one.
          if (css.includes('</style')) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
