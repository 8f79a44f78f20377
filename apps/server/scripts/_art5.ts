import sharp from 'sharp';
import { drawProductArt } from '../src/db/seed/draw-product-art.ts';
const shapes = ['bunny', 'granny-blanket', 'beanie', 'scarf', 'coasters', 'tote'] as const;
async function cpu(label: string, tf: (s: string) => string, size = 1200) {
  let total = 0;
  for (const [i, shape] of shapes.entries()) {
    const svg = tf(drawProductArt({ shape, colors: ['#f4b6c2', '#8fc1d4'] }, i, i % 4, size));
    const c = process.cpuUsage();
    await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
    const d = process.cpuUsage(c); total += (d.user + d.system) / 1000;
  }
  console.log(label.padEnd(20), (total / shapes.length).toFixed(0));
}
await cpu('full', (s) => s);
await cpu('no blur', (s) => s.replace(/ filter="url\([^)]*\)"/g, ''));
await cpu('no patterns', (s) => s.replace(/fill="url\(#[^)]*-st-[^)]*\)"/g, 'fill="none"'));
await cpu('neither', (s) => s.replace(/ filter="url\([^)]*\)"/g, '').replace(/fill="url\(#[^)]*-st-[^)]*\)"/g, 'fill="none"'));
await cpu('full raw', (s) => s);
const c = process.cpuUsage();
for (let i = 0; i < 6; i++) await sharp(Buffer.from(drawProductArt({ shape: 'bunny', colors: ['#f4b6c2', '#8fc1d4'] }, 1, 0, 1200))).raw().toBuffer();
const d = process.cpuUsage(c); console.log('raw only', ((d.user + d.system) / 6000).toFixed(0));
