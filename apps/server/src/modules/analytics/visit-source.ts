/**
 * Where a visit came from: `utm_source` when the link says (campaign mails and the product
 * feeds tag theirs), else the host of the `Referer`; a visit from inside the shop or typed in has
 * none. Well-known hosts read as the network's name, so pinterest.com, pin.it and
 * `utm_source=pinterest` are all "Pinterest".
 */
export type VisitSource = { source: string | null; medium: string | null; campaign: string | null };

const NO_SOURCE: VisitSource = { source: null, medium: null, campaign: null };
const MAX_LENGTH = 100;

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)pinterest\.[a-z.]+$|^pin\.it$|^pinterest$/, 'Pinterest'],
  [/(^|\.)google\.[a-z.]+$|^google$/, 'Google'],
  [/(^|\.)instagram\.com$|^instagram$|^ig$/, 'Instagram'],
  [/(^|\.)facebook\.com$|^fb\.me$|^facebook$|^fb$/, 'Facebook'],
  [/(^|\.)bing\.com$|^bing$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$|^duckduckgo$/, 'DuckDuckGo'],
  [/(^|\.)etsy\.com$|^etsy$/, 'Etsy'],
  [/(^|\.)tiktok\.com$|^tiktok$/, 'TikTok'],
  [/^newsletter$/, 'Newsletter'],
  [/^meta$/, 'Meta'],
];

export function sourceLabel(raw: string): string {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  for (const [pattern, label] of NETWORKS) if (pattern.test(value)) return label;
  return value.slice(0, MAX_LENGTH);
}

const clip = (value: string | null) => (value ? value.trim().slice(0, MAX_LENGTH) || null : null);

export function visitSource(
  url: string,
  referer: string | undefined,
  ownHosts: readonly string[],
): VisitSource {
  const query = url.indexOf('?');
  if (query !== -1) {
    const params = new URLSearchParams(url.slice(query + 1));
    const utmSource = params.get('utm_source');
    if (utmSource?.trim()) {
      return {
        source: sourceLabel(utmSource),
        medium: clip(params.get('utm_medium')),
        campaign: clip(params.get('utm_campaign')),
      };
    }
  }
  if (!referer) return NO_SOURCE;
  let host: string;
  try {
    host = new URL(referer).hostname;
  } catch {
    return NO_SOURCE;
  }
  if (!host || ownHosts.includes(host)) return NO_SOURCE;
  return { source: sourceLabel(host), medium: 'referral', campaign: null };
}
