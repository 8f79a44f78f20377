/**
 * Draws one illustration of a demo product as SVG: a pastel backdrop, a soft shadow and the
 * product worked in "yarn". Each view of a product frames it differently (front, close-up, with
 * a yarn ball and hook, in a second colourway), so a gallery never shows the same picture twice.
 */
import { mix, Paint, shade } from './art/paint.ts';
import * as home from './art/shapes-home.ts';
import * as toys from './art/shapes-toys.ts';
import * as wear from './art/shapes-wear.ts';
import { createRandom } from './random.ts';

export const ART_SHAPES = {
  bunny: toys.bunny,
  bear: toys.bear,
  octopus: toys.octopus,
  whale: toys.whale,
  rattle: toys.rattle,
  booties: toys.booties,
  bonnet: toys.bonnet,
  beanie: (p: Paint, a: string, b: string) => wear.beanie(p, a, b, 'pompom'),
  'plain-beanie': (p: Paint, a: string, b: string) => wear.beanie(p, a, b, 'plain'),
  'ear-beanie': (p: Paint, a: string, b: string) => wear.beanie(p, a, b, 'ears'),
  'bucket-hat': wear.bucketHat,
  scarf: (p: Paint, a: string, b: string) => wear.scarf(p, a, b, 'hanging'),
  'infinity-scarf': (p: Paint, a: string, b: string) => wear.scarf(p, a, b, 'loop'),
  scrunchie: wear.scrunchie,
  'ear-warmer': wear.earWarmer,
  mittens: wear.mittens,
  strawberry: wear.strawberry,
  tote: (p: Paint, a: string, b: string) => home.tote(p, a, b, 'stripes'),
  'granny-tote': (p: Paint, a: string, b: string) => home.tote(p, a, b, 'granny'),
  'round-bag': home.roundBag,
  pouch: home.pouch,
  'striped-blanket': (p: Paint, a: string, b: string) => home.stripedBlanket(p, a, b, 'stripes'),
  'ripple-blanket': (p: Paint, a: string, b: string) => home.stripedBlanket(p, a, b, 'ripple'),
  'granny-blanket': home.grannyBlanket,
  basket: home.basket,
  'plant-pot': home.plantPot,
  coasters: home.coasters,
  'wall-hanging': home.wallHanging,
  hearts: home.hearts,
} satisfies Record<string, (p: Paint, main: string, accent: string) => string>;

export type ArtShape = keyof typeof ART_SHAPES;

export type ArtSpec = {
  shape: ArtShape;
  /** Main yarn colour and accent colour. */
  colors: [string, string];
};

/** Soft backdrops; a product's views walk through them, so neighbours differ. */
const BACKDROPS: [string, string][] = [
  ['#fdf1e7', '#f7d9c4'],
  ['#eef6ef', '#cfe6d3'],
  ['#f3effa', '#dcd2f0'],
  ['#fff8e1', '#f6e2a8'],
  ['#eaf4fb', '#c9e2f2'],
  ['#fdeef2', '#f5cdd8'],
  ['#f4f1ea', '#e2d9c6'],
];

const VIEW_FRAMES = [
  '', // front
  'translate(300 300) scale(1.42) translate(-300 -262)', // close-up
  'translate(-64 36) scale(.8)', // with a yarn ball and hook
  'rotate(-7 300 300) translate(0 6) scale(.94)', // second colourway
];

export const VIEW_NAMES = [
  'front view',
  'close-up of the stitches',
  'with yarn and hook',
  'in another colourway',
];

function yarnBall(x: number, y: number, r: number, color: string): string {
  const dark = shade(color, -0.3);
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="${dark}" stroke-width="3"/>` +
    [-40, -10, 20, 50]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="${y}" rx="${r * 0.98}" ry="${r * 0.4}" transform="rotate(${a} ${x} ${y})" fill="none" stroke="${dark}" stroke-width="2.4" opacity=".6"/>`,
      )
      .join('') +
    `<path d="M${x - r * 0.7} ${y + r * 0.7}q-60 40-20 90t-70 40" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`
  );
}

function hook(x: number, y: number): string {
  return (
    `<g transform="rotate(-38 ${x} ${y})"><rect x="${x - 6}" y="${y - 150}" width="12" height="230" rx="6" fill="#c9ced6" stroke="#8d939c" stroke-width="2"/>` +
    `<rect x="${x - 11}" y="${y - 40}" width="22" height="120" rx="11" fill="#e7a977" stroke="#b8784a" stroke-width="2"/>` +
    `<path d="M${x - 6} ${y - 150}q0-14 12-12q6 2 0 8" fill="none" stroke="#8d939c" stroke-width="3"/></g>`
  );
}

/** An SVG (600 × 600 authored, `size` px rendered) of one view of a product. */
export function drawProductArt(spec: ArtSpec, seed: number, view: number, size = 1200): string {
  const random = createRandom(seed * 31 + view);
  const [bgLight, bgDeep] = BACKDROPS[(seed + view * 3) % BACKDROPS.length]!;
  const [main, accent] =
    view === 3 ? [spec.colors[1], mix(spec.colors[0], '#ffffff', 0.25)] : spec.colors;
  const paint = new Paint(`a${seed}v${view}`);
  const gradient = paint.nextId('bg');
  const shadow = paint.nextId('shadow');
  paint.addDef(
    `<linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDeep}"/></linearGradient>` +
      // A radial gradient instead of a blur filter: the same soft shadow, far cheaper to render.
      `<radialGradient id="${shadow}"><stop offset="0" stop-color="${shade(bgDeep, -0.5)}" stop-opacity=".34"/><stop offset="1" stop-color="${shade(bgDeep, -0.5)}" stop-opacity="0"/></radialGradient>`,
  );
  const bokeh = Array.from({ length: 7 }, () => {
    const r = 18 + random.next() * 60;
    return `<circle cx="${(random.next() * 600).toFixed(0)}" cy="${(random.next() * 600).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.12 + random.next() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const sprinkles =
    view === 3
      ? Array.from(
          { length: 14 },
          () =>
            `<circle cx="${(random.next() * 600).toFixed(0)}" cy="${(random.next() * 600).toFixed(0)}" r="${(3 + random.next() * 5).toFixed(1)}" fill="${random.pick([main, accent, '#ffffff'])}" opacity=".7"/>`,
        ).join('')
      : '';
  const props = view === 2 ? yarnBall(478, 470, 66, accent) + hook(500, 250) : '';
  const object = ART_SHAPES[spec.shape](paint, main, accent);
  const body =
    `<rect width="600" height="600" fill="url(#${gradient})"/>${bokeh}${sprinkles}` +
    `<g transform="${VIEW_FRAMES[view % VIEW_FRAMES.length]}">` +
    `<ellipse cx="300" cy="522" rx="215" ry="34" fill="url(#${shadow})"/>` +
    `${object}</g>${props}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">${paint.defsMarkup()}${body}</svg>`;
}
