import { DEMO_PRODUCTS } from '../src/db/seed/demo-products.ts';
console.log(DEMO_PRODUCTS.length, DEMO_PRODUCTS.reduce((s, p) => s + p.imageCount, 0));
