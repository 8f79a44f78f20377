/** Bags, blankets and home décor: totes, round bag, pouch, blankets, basket, pot cozy, coasters. */
import { circle, ellipse, mix, path, rect, shade, type Paint } from './paint.ts';

export function tote(
  p: Paint,
  main: string,
  accent: string,
  variant: 'stripes' | 'granny' = 'stripes',
): string {
  const body =
    variant === 'granny'
      ? grannyGrid(p, 170, 230, 4, 65, [main, accent, shade(main, 0.5), mix(main, accent)])
      : [0, 1, 2, 3]
          .map((i) =>
            p.knit(rect(170, 232 + i * 66, 260, 66), i % 2 ? accent : main, 'rows', {
              outline: false,
            }),
          )
          .join('');
  return [
    p.strand('M205 240q0-150 95-150t95 150', shade(main, -0.1), 22),
    `<g>${body}</g>`,
    rect(170, 230, 260, 264, 10)(`fill="none" stroke="${shade(main, -0.4)}" stroke-width="4"`),
    p.knit(rect(162, 220, 276, 30, 10), shade(accent, -0.08), 'rib'),
  ].join('');
}

function grannySquare(x: number, y: number, size: number, colors: string[], rotate = 0): string {
  const rings = colors.map((c, i) => {
    const inset = (i * size) / (colors.length * 2 + 1);
    return `<rect x="${x + inset}" y="${y + inset}" width="${size - inset * 2}" height="${size - inset * 2}" rx="${size * 0.08}" fill="${c}"/>`;
  });
  const clusters = [0.25, 0.5, 0.75].flatMap((f) => [
    `<circle cx="${x + size * f}" cy="${y + size * 0.09}" r="${size * 0.045}" fill="#fff" opacity=".35"/>`,
    `<circle cx="${x + size * 0.09}" cy="${y + size * f}" r="${size * 0.045}" fill="#fff" opacity=".35"/>`,
  ]);
  return `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})">${rings.join('')}${clusters.join('')}<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.08}" fill="none" stroke="${shade(colors[0]!, -0.45)}" stroke-width="2.5"/></g>`;
}

function grannyGrid(
  _p: Paint,
  x: number,
  y: number,
  n: number,
  size: number,
  palette: string[],
): string {
  let out = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const shift = (row + col * 2) % palette.length;
      const colors = [...palette.slice(shift), ...palette.slice(0, shift)].slice(0, 3);
      out += grannySquare(x + col * size, y + row * size, size, colors);
    }
  }
  return out;
}

export function roundBag(p: Paint, main: string, accent: string): string {
  return [
    p.strand('M180 300q-40-250 120-250t120 250', shade(accent, -0.1), 16),
    p.knit(circle(300, 350, 150), main, 'rows', { angle: 10 }),
    ...[110, 75, 40].map(
      (r, i) =>
        `<circle cx="300" cy="350" r="${r}" fill="none" stroke="${i % 2 ? main : accent}" stroke-width="14" opacity=".9"/>`,
    ),
    circle(
      300,
      350,
      18,
    )(`fill="${shade(accent, 0.3)}" stroke="${shade(accent, -0.3)}" stroke-width="3"`),
    p.knit(path('M170 280q130-60 260 0q-20 50-130 60q-110-10-130-60z'), shade(main, -0.08), 'v'),
    circle(300, 330, 14)(`fill="#e8d3a8" stroke="#b08f5a" stroke-width="3"`),
  ].join('');
}

export function pouch(p: Paint, main: string, accent: string): string {
  return [
    p.knit(rect(150, 220, 300, 220, 40), main, 'rows'),
    p.knit(rect(150, 330, 300, 110, 40), accent, 'rows', { outline: false }),
    `<path d="M180 232h240" stroke="#c9ced6" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M180 232h240" stroke="#8d939c" stroke-width="10" stroke-dasharray="3 3"/>`,
    rect(400, 222, 22, 34, 6)(`fill="#b9bec7" stroke="#7d838c" stroke-width="2"`),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<path d="M411 256q${i * 3 - 6} 40 ${i * 4 - 8} 80" stroke="${accent}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
    ),
  ].join('');
}

function blanketFrame(p: Paint, inner: string, border: string): string {
  const scallops = Array.from({ length: 10 }, (_, i) =>
    [
      circle(150 + i * 33.3, 136, 14)(`fill="${border}"`),
      circle(150 + i * 33.3, 466, 14)(`fill="${border}"`),
      circle(136, 150 + i * 33.3, 14)(`fill="${border}"`),
      circle(466, 150 + i * 33.3, 14)(`fill="${border}"`),
    ].join(''),
  ).join('');
  const clip = p.nextId('clip');
  p.addDef(
    `<clipPath id="${clip}"><rect x="140" y="140" width="320" height="320" rx="14"/></clipPath>`,
  );
  return `<g transform="rotate(-7 300 300)">${scallops}<g clip-path="url(#${clip})">${inner}</g><rect x="140" y="140" width="320" height="320" rx="14" fill="none" stroke="${shade(border, -0.35)}" stroke-width="3"/><path d="M460 380l-80 80h64q16 0 16-16z" fill="${shade(border, 0.35)}" stroke="${shade(border, -0.35)}" stroke-width="3"/></g>`;
}

export function stripedBlanket(
  p: Paint,
  main: string,
  accent: string,
  variant: 'stripes' | 'ripple' = 'stripes',
): string {
  const colors = [main, '#fbf5ea', accent, shade(main, 0.4)];
  const bands = Array.from({ length: 9 }, (_, i) => {
    const color = colors[i % colors.length]!;
    const y = 140 + i * 36;
    const shape =
      variant === 'ripple'
        ? path(
            `M130 ${y}${Array.from({ length: 6 }, (_, k) => `l28 ${k % 2 ? -22 : 22}l28 ${k % 2 ? 22 : -22}`).join('')}V${y + 60}H130z`,
          )
        : rect(130, y, 340, 38);
    return p.knit(shape, color, 'rows', { outline: false });
  }).join('');
  return blanketFrame(p, bands, shade(main, -0.05));
}

export function grannyBlanket(p: Paint, main: string, accent: string): string {
  const palette = [main, accent, '#fbf5ea', mix(main, accent), shade(accent, 0.35)];
  return blanketFrame(p, grannyGrid(p, 140, 140, 4, 80, palette), '#fbf5ea');
}

export function basket(p: Paint, main: string, accent: string): string {
  return [
    circle(250, 250, 52)(`fill="${shade(accent, 0.1)}"`),
    `<path d="M210 230q40 20 80-10M215 260q40 20 76-6M230 205q30 30 60 0" fill="none" stroke="${shade(accent, -0.3)}" stroke-width="4"/>`,
    circle(350, 262, 44)(`fill="${shade(main, 0.35)}"`),
    `<path d="M315 250q35 20 70-6M320 280q30 14 60-4" fill="none" stroke="${shade(main, -0.1)}" stroke-width="4"/>`,
    p.knit(path('M140 290h320l-34 190q-4 24-30 24h-192q-26 0-30-24z'), main, 'rows', {
      scale: 1.3,
    }),
    p.knit(ellipse(300, 292, 168, 30), shade(main, -0.12), 'rib'),
    p.knit(path('M150 360h300l-6 36h-288z'), accent, 'v', { outline: false }),
    ellipse(190, 330, 22, 10)(`fill="${shade(main, -0.45)}"`),
    ellipse(410, 330, 22, 10)(`fill="${shade(main, -0.45)}"`),
  ].join('');
}

export function plantPot(p: Paint, main: string, accent: string): string {
  const leaf = (x: number, y: number, r: number) =>
    `<path d="M300 300q${x - 300} ${-40} ${x - 300} ${y - 300}q${(300 - x) * 0.2} ${40} ${300 - x} ${300 - y}z" fill="#6fae7c" stroke="#3f7a4d" stroke-width="3" transform="rotate(${r} 300 300)"/>`;
  return [
    leaf(190, 120, -6),
    leaf(410, 110, 6),
    leaf(300, 80, 0),
    leaf(160, 210, -14),
    leaf(440, 220, 14),
    p.knit(path('M170 290h260l-30 200q-4 20-24 20h-152q-20 0-24-20z'), main, 'v', { scale: 1.2 }),
    p.knit(rect(158, 282, 284, 48, 14), accent, 'rib'),
    ...[0, 1, 2].map((i) => circle(250 + i * 50, 420, 9)(`fill="${shade(accent, 0.35)}"`)),
  ].join('');
}

export function coasters(p: Paint, main: string, accent: string): string {
  const flower = (cx: number, cy: number, r: number, petals: string, centre: string) =>
    Array.from({ length: 12 }, (_, i) =>
      ellipse(
        cx,
        cy - r * 0.78,
        r * 0.22,
        r * 0.34,
        0,
      )(
        `fill="${petals}" stroke="${shade(petals, -0.3)}" stroke-width="2" transform="rotate(${i * 30} ${cx} ${cy})"`,
      ),
    ).join('') + p.knit(circle(cx, cy, r * 0.58), centre, 'rows', { angle: 15 });
  return [
    flower(220, 250, 130, main, accent),
    flower(390, 370, 110, shade(main, 0.25), shade(accent, -0.05)),
    flower(230, 450, 70, shade(main, -0.1), accent),
  ].join('');
}

export function wallHanging(p: Paint, main: string, accent: string): string {
  const strands = Array.from(
    { length: 13 },
    (_, i) =>
      `<path d="M${200 + i * 16.6} 330q${(i % 3) - 1} 90 ${(i % 2) * 6 - 3} ${150 - Math.abs(i - 6) * 12}" stroke="${i % 3 === 0 ? accent : main}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  ).join('');
  return [
    `<path d="M300 70l-130 70M300 70l130 70" stroke="#a78b6a" stroke-width="4"/>`,
    circle(300, 70, 8)(`fill="#a78b6a"`),
    strands,
    p.knit(path('M190 140h220v150l-110 80-110-80z'), main, 'rows'),
    p.knit(path('M220 180h160l-80 70z'), accent, 'v', { outline: false }),
    rect(150, 128, 300, 22, 11)(`fill="#c8a47e" stroke="#8d6a45" stroke-width="3"`),
  ].join('');
}

export function hearts(p: Paint, main: string, accent: string): string {
  const heart = (x: number, y: number, s: number, color: string, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">${p.knit(path('M0 60c-80-50-100-110-60-140c30-22 60-4 60 22c0-26 30-44 60-22c40 30 20 90-60 140z'), color, 'rows')}</g>`;
  return [
    `<path d="M300 150q-30-60 10-80q30 20-10 80" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="5"/>`,
    heart(230, 330, 1.3, main, -12),
    heart(380, 380, 1.1, accent, 14),
    ...Array.from({ length: 7 }, (_, i) =>
      ellipse(420 + (i % 2) * 10, 140 + i * 18, 8, 12, 30)(`fill="#9b7fc9"`),
    ),
    `<path d="M430 130v150" stroke="#6f9a6a" stroke-width="4"/>`,
  ].join('');
}
