import fs from 'node:fs';
import sharp from 'sharp';
import { ART_SHAPES, drawProductArt, type ArtShape } from '../src/db/seed/draw-product-art.ts';
fs.mkdirSync('/tmp/art', { recursive: true });
const shapes = Object.keys(ART_SHAPES) as ArtShape[];
const colors: [string, string][] = [['#f4b6c2', '#8fc1d4'], ['#c8a2c8', '#f6d38b'], ['#9cc5a1', '#f2a07b'], ['#f2c57c', '#7d9bc7']];
const tiles: Buffer[] = [];
const t0 = performance.now();
for (const [i, shape] of shapes.entries()) {
  for (let v = 0; v < 4; v++) {
    const svg = drawProductArt({ shape, colors: colors[i % 4]! }, i, v, 300);
    tiles.push(await sharp(Buffer.from(svg)).png().toBuffer());
  }
}
console.log('render ms', performance.now() - t0);
const cols = 8;
const rows = Math.ceil(tiles.length / cols);
const sheet = sharp({ create: { width: cols * 300, height: rows * 300, channels: 3, background: '#fff' } })
  .composite(tiles.map((input, k) => ({ input, left: (k % cols) * 300, top: Math.floor(k / cols) * 300 })));
await sheet.png().toFile('/tmp/art/sheet.png');
const t1 = performance.now();
const big = await sharp(Buffer.from(drawProductArt({ shape: 'bunny', colors: colors[0]! }, 1, 0, 1200))).png({ compressionLevel: 1 }).toBuffer();
console.log('1200 render ms', performance.now() - t1, big.length);
