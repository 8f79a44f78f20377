/** The shop's identity: read by the storefront's pages and metadata, mails and the server. */
export const SHOP = {
  name: 'Loop & Lantern',
  tagline: 'Handmade Crochet',
  description:
    'Loop & Lantern — handmade crochet blankets, amigurumi, hats, bags and home décor, made one stitch at a time.',
  /** The brand mark, served by the shop itself (for link previews and structured data). */
  logoPath: '/favicon.svg',
  locale: 'en_US',
  currency: 'USD',
} as const;
