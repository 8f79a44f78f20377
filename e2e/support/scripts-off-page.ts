/**
 * A page as a browser with scripts turned off builds it, in which axe can still run.
 *
 * axe is a script: it cannot be injected into a page whose JavaScript is disabled. So the page
 * keeps JavaScript on, and the shop's scripts are taken out instead: every document is fetched
 * from the server as it answers (cookies, redirects and all), its `<script>` elements are
 * removed and its `<noscript>` content unwrapped (which is what a browser with scripts off
 * renders: the whole stylesheet's `<noscript>` link, for one). No script sets the `js` class on `<html>`, so the styles for
 * "no script" (`no-js:`) apply, as they do with scripts off. Forms submit and links navigate
 * natively, each answer stripped the same way (a redirect becomes a meta refresh, so the page it
 * leads to comes through here too). A script file the page still asks for (a module
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
  const response = await route.fetch({ maxRedirects: 0 });
  const headers = { ...response.headers() };
  delete headers['content-length'];
  delete headers['content-encoding'];
  // A redirect fulfilled here would be followed by the browser without coming through this
  // route again (Playwright routes only a navigation's first request), so the page after a
  // form's 303 would arrive with its scripts. It is handed over as a meta refresh instead, which
  // a scripts-off browser follows as a new navigation (its cookies set, as the 303's are).
  const location = headers['location'];
  if (response.status() >= 300 && response.status() < 400 && location) {
    delete headers['location'];
    const target = new URL(location, request.url()).href.replace(/"/g, '&quot;');
    return route.fulfill({
      status: 200,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><meta http-equiv="refresh" content="0; url=${target}"><title>…</title>`,
    });
  }
  const isHtml = (headers['content-type'] ?? '').includes('text/html');
  if (!isHtml) return route.fulfill({ response, headers });
  return route.fulfill({ response, headers, body: scriptsOffHtml(await response.text()) });
}

/** From now on, every page `page` opens is the shop as a browser with scripts off shows it. */
export async function showWithScriptsOff(page: Page) {
  await page.route('**/*', answerWithoutScripts);
}
