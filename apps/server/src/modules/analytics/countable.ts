/**
 * What is counted: page requests and events of people's browsers, never of robots, and never of
 * a browser that asks not to be tracked (`Sec-GPC: 1`, `DNT: 1`). Cheap on purpose: it runs on
 * every answer, cached ones included, before anything is written anywhere.
 */
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Crawlers, link previewers, monitors and automated or headless browsers. Every browser a person
 * uses sends a user agent starting with "Mozilla/"; those that do but are robots say so here.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|phantomjs|puppeteer|playwright|selenium|webdriver|electron|facebookexternalhit|embedly|preview|monitor|uptime|pingdom|gtmetrix|ahrefs|semrush|mediapartners|bingpreview|yandex|baiduspider/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || !userAgent.startsWith('Mozilla/') || ROBOT.test(userAgent);
}

/** The visitor asked not to be tracked (Global Privacy Control or Do Not Track). */
export function asksNotToBeTracked(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/** A prefetch is not a visit (the page may never be shown). */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  return typeof purpose === 'string' && purpose.includes('prefetch');
}

export function isCountable(headers: IncomingHttpHeaders): boolean {
  return !asksNotToBeTracked(headers) && !isPrefetch(headers) && !isRobot(headers['user-agent']);
}

const NOT_PAGES = ['/api/', '/assets/', '/uploads/', '/feeds/', '/admin'];

/** A storefront page's address (not the API, a file, a feed or the maker's panel). */
export function isPagePath(url: string): boolean {
  if (url.charCodeAt(0) !== 47 /* / */) return false;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  for (const prefix of NOT_PAGES) if (path.startsWith(prefix)) return false;
  // Files (robots.txt, sitemap.xml, favicon.svg) have an extension; pages never do.
  return !path.slice(path.lastIndexOf('/')).includes('.');
}
