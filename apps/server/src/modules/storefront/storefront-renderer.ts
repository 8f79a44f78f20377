/**
 * Loads the storefront's server render (apps/web's `entry-server`, built by `npm run build`) and
 * the page template around it. The template is the browser build's index.html, whose markers
 * mark where the page's head tags, markup and hydration state go. The render bundle (React and
 * the whole storefront) is imported on first use or by `warm()` after the server listens, not
 * before: it was the largest single cost of starting the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult } from '@shop/shared/storefront-render';
import { classesInMarkup, readStylesheet } from './page-stylesheet.ts';

type ServerEntry = { render: (request: RenderRequest) => Promise<RenderResult> };

export type StorefrontRenderer = {
  render: (request: RenderRequest) => Promise<RenderResult>;
  /** The whole document of a rendered page. */
  /** The whole page; `isDark` renders <html class="dark"> (the visitor's `darkMode` cookie). */
  toDocument: (page: Extract<RenderResult, { kind: 'page' }>, isDark?: boolean) => string;
  /** When the served build was made: the static pages' "last modified". */
  builtAt: Date;
  /** Imports the render bundle now, so the first page request does not wait for it. */
  warm: () => Promise<void>;
};

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;
/** The critical stylesheet the web build inlined (the template's only `<style>` element). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/;

export function loadStorefrontRenderer(webDistDir: string): StorefrontRenderer | null {
  const templatePath = path.join(webDistDir, 'index.html');
  const entryPath = path.join(webDistDir, 'server', 'entry-server.js');
  if (!fs.existsSync(templatePath) || !fs.existsSync(entryPath)) return null;

  const template = fs.readFileSync(templatePath, 'utf8');
  // The inline stylesheet, cut per page to the rules its classes use (page-stylesheet.ts).
  const inline = INLINE_STYLE.exec(template);
  const stylesheet = inline ? readStylesheet(inline[1]!) : null;
  const [beforeStyle, afterStyle] = inline
    ? [template.slice(0, inline.index), template.slice(inline.index + inline[0].length)]
    : [template, ''];
  const [beforeHead, afterHead] = inline
    ? splitOnce(afterStyle, MARKERS[0])
    : splitOnce(template, MARKERS[0]);
  const [beforeHtml, afterHtml] = splitOnce(afterHead, MARKERS[1]);
  const [beforeState, afterState] = splitOnce(afterHtml, MARKERS[2]);
  // The dark theme is the root element's class, written by the server so nothing flashes
  // (before the first script runs, or with no script at all).
  const templateClasses = [beforeStyle, beforeHead, beforeHtml, beforeState, afterState];
  const styleFor = (page: Extract<RenderResult, { kind: 'page' }>) =>
    stylesheet
      ? `<style>${stylesheet.forClasses(classesInMarkup(...templateClasses, page.head, page.html))}</style>`
      : '';
  const beforeStyleDark = beforeStyle.replace(/<html([^>]*)>/, '<html$1 class="dark">');
  let entry: Promise<ServerEntry> | undefined;
  const loadEntry = () => (entry ??= import(pathToFileURL(entryPath).href) as Promise<ServerEntry>);

  return {
    render: async (request) => (await loadEntry()).render(request),
    warm: async () => {
      await loadEntry();
    },
    toDocument: (page, isDark = false) =>
      (isDark ? beforeStyleDark : beforeStyle) +
      styleFor(page) +
      beforeHead +
      page.head +
      beforeHtml +
      page.html +
      beforeState +
      page.state +
      afterState,
    builtAt: fs.statSync(templatePath).mtime,
  };
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0)
    throw new Error(`The storefront template has no ${marker} marker: rebuild the web app.`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
