/**
 * Cuts the display face (Fraunces, from @fontsource-variable/fraunces) down to what headings
 * use: the semibold instance of its weight axis (headings are set at 400-700; one weight drawn
 * for all of them is 17 KB against 32 KB for the axis between 400 and 700) and the letters a
 * shop page writes: printable ASCII, the Latin-1 letters and signs (accented names, £, ×, ·) and
 * the typographic punctuation the shop's texts use. The result is committed
 * (src/assets/fonts/fraunces-display.woff2) and stays WOFF2 only; run again after changing the
 * set or the font: `npm run fonts -w @shop/web`. A missing glyph falls back to the next face
 * of the display stack (Georgia), never to nothing.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE =
  require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2');
const TARGET = fileURLToPath(
  new URL('../src/assets/fonts/fraunces-display.woff2', import.meta.url),
);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Printable ASCII, Latin-1's signs and letters, then dashes, quotes, bullet, ellipsis, €, ™. */
export const DISPLAY_GLYPHS = range(0x20, 0x7e) + range(0xa0, 0xff) + '–—‘’‚“”„•…€™';

const source = fs.readFileSync(SOURCE);
const subset = await subsetFont(source, DISPLAY_GLYPHS, {
  targetFormat: 'woff2',
  variationAxes: { wght: 600 },
});
fs.mkdirSync(path.dirname(TARGET), { recursive: true });
fs.writeFileSync(TARGET, subset);
console.log(
  `${path.relative(process.cwd(), TARGET)}: ${subset.length} bytes (from ${source.length})`,
);
