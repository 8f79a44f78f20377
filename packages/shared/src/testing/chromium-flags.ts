/**
 * How the end-to-end suite and the bench's Lighthouse run the system's Chromium: no sandbox (it
 * runs as root in containers), no GPU, and none of the browser's own background traffic, which
 * would otherwise share the network and CPU with the page under test.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
