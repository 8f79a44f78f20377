import sharp from 'sharp';
import { drawProductArt } from '../src/db/seed/draw-product-art.ts';
import { storeImageVariants } from '../src/modules/media/process-image.ts';
import { createLocalStorage } from '../src/modules/media/storage.ts';
const storage = createLocalStorage('/tmp/art/uploads');
const shapes = ['bunny', 'granny-blanket', 'beanie', 'scarf', 'coasters', 'tote'] as const;
let cpuRender = 0, cpuStore = 0, cpuRender600 = 0;
for (const [i, shape] of shapes.entries()) {
  const svg = drawProductArt({ shape, colors: ['#f4b6c2', '#8fc1d4'] }, i, i % 4, 1200);
  let c = process.cpuUsage();
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  let d = process.cpuUsage(c); cpuRender += (d.user + d.system) / 1000;
  c = process.cpuUsage();
  await storeImageVariants(storage, png, 'products', 'bad');
  d = process.cpuUsage(c); cpuStore += (d.user + d.system) / 1000;
  c = process.cpuUsage();
  await sharp(Buffer.from(drawProductArt({ shape, colors: ['#f4b6c2', '#8fc1d4'] }, i, i % 4, 600))).png({ compressionLevel: 1 }).toBuffer();
  d = process.cpuUsage(c); cpuRender600 += (d.user + d.system) / 1000;
}
console.log('cpu per image: render1200', (cpuRender / shapes.length).toFixed(0), 'render600', (cpuRender600 / shapes.length).toFixed(0), 'store', (cpuStore / shapes.length).toFixed(0));
