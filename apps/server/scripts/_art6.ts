import sharp from 'sharp';
import { drawProductArt } from '../src/db/seed/draw-product-art.ts';
import { storeImageVariants } from '../src/modules/media/process-image.ts';
import { createLocalStorage } from '../src/modules/media/storage.ts';
const storage = createLocalStorage('/tmp/art/uploads');
const shapes = ['bunny', 'granny-blanket', 'beanie', 'scarf', 'coasters', 'tote'] as const;
for (const fmt of ['png0', 'png1', 'jpeg'] as const) {
  let enc = 0, store = 0;
  for (const [i, shape] of shapes.entries()) {
    const svg = drawProductArt({ shape, colors: ['#f4b6c2', '#8fc1d4'] }, i, i % 4, 1200).replace(/ filter="url\([^)]*\)"/g, '');
    let c = process.cpuUsage();
    const s = sharp(Buffer.from(svg));
    const buf = fmt === 'jpeg' ? await s.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer() : await s.png({ compressionLevel: fmt === 'png0' ? 0 : 1 }).toBuffer();
    let d = process.cpuUsage(c); enc += (d.user + d.system) / 1000;
    c = process.cpuUsage();
    await storeImageVariants(storage, buf, 'products', 'bad');
    d = process.cpuUsage(c); store += (d.user + d.system) / 1000;
  }
  console.log(fmt, 'render+encode', (enc / 6).toFixed(0), 'store', (store / 6).toFixed(0));
}
