/**
 * A page as a browser with scripts turned off builds it, in which axe can still run.
 *
 * axe is a script: it cannot be injected into a page whose JavaScript is disabled. So the page
 * keeps JavaScript on, and the shop's scripts are taken out instead: every document is fetched
 * from the server as it answers (cookies, redirects and all), its `<script>` elements are
 * removed and its `<noscript>` content unwrapped (which is what a browser with scripts off
 * renders: the whole stylesheet's `<noscript>` link, for one). No script sets the `js` class on `<html>`, so the styles for
 * "no script" (`no-js:`) apply, as they do with scripts off. Forms submit and links navigate
 * natively, each answer stripped the same way. A script file the page still asks for (a module
 preload) is answered empty.
 */
import type { Page, Route } from '@playwright/test';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const NOSCRIPT_TAG = /<\/?noscript>/gi;

/** The HTML a browser with scripts off renders from `html`: no scripts, `<noscript>` unwrapped. */
export function scriptsOffHtml(html: string): string {
  return html.replace(SCRIPT, '').replace(NOSCRIPT_TAG, '');
}

async function answerWithoutScripts(route: Route) {
  const request = route.request();
  const type = request.resourceType();
  // Answered empty rather than refused, which the console would report as an error.
  if (type === 'script') return route.fulfill({ contentType: 'text/javascript', body: '' });
  if (type !== 'document') return route.continue();
  // Redirects are handed to the browser as they are, so it follows them (and each next
  // document comes through here again).
  const response = await route.fetch({ maxRedirects: 0 });
  const headers = { ...response.headers() };
  delete headers['content-length'];
  delete headers['content-encoding'];
  const isHtml = (headers['content-type'] ?? '').includes('text/html');
  if (!isHtml) return route.fulfill({ response, headers });
  return route.fulfill({ response, headers, body: scriptsOffHtml(await response.text()) });
}

/** From now on, every page `page` opens is the shop as a browser with scripts off shows it. */
export async function showWithScriptsOff(page: Page) {
  await page.route('**/*', answerWithoutScripts);
}
