import sharp from 'sharp';
import { drawProductArt } from '../src/db/seed/draw-product-art.ts';
import { storeImageVariants } from '../src/modules/media/process-image.ts';
import { createLocalStorage } from '../src/modules/media/storage.ts';
const storage = createLocalStorage('/tmp/art/uploads');
for (const [shape, v] of [['bunny', 0], ['granny-blanket', 1], ['beanie', 2]] as const) {
  let t = performance.now();
  const svg = drawProductArt({ shape, colors: ['#f4b6c2', '#8fc1d4'] }, 3, v, 1200);
  const raw = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const tRender = performance.now() - t; t = performance.now();
  const png = await sharp(raw.data, { raw: raw.info }).png({ compressionLevel: 1 }).toBuffer();
  const tPng = performance.now() - t; t = performance.now();
  await storeImageVariants(storage, png, 'products', 'bad');
  const tStore = performance.now() - t;
  console.log(shape, 'render', tRender.toFixed(0), 'png', tPng.toFixed(0), 'store', tStore.toFixed(0), png.length);
}
