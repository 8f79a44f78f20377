import sharp from 'sharp';
import { drawProductArt, type ArtShape } from '../src/db/seed/draw-product-art.ts';
const list = process.argv.slice(2) as ArtShape[];
const tiles = await Promise.all(list.map((shape, i) => sharp(Buffer.from(drawProductArt({ shape, colors: ['#f4b6c2', '#8fc1d4'] }, i, 0, 600))).png().toBuffer()));
await sharp({ create: { width: 600 * tiles.length, height: 600, channels: 3, background: '#fff' } }).composite(tiles.map((input, k) => ({ input, left: k * 600, top: 0 }))).png().toFile('/tmp/art/row.png');
