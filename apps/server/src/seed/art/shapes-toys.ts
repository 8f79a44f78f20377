/** Amigurumi and baby things: bunny, bear, octopus, whale, rattle, booties, bonnet. */
import { circle, ellipse, face, path, rect, shade, type Paint } from './paint.ts';

export function bunny(p: Paint, main: string, accent: string): string {
  const inner = shade(accent, 0.35);
  return [
    p.knit(ellipse(252, 150, 30, 92, -10), main),
    p.knit(ellipse(348, 150, 30, 92, 10), main),
    ellipse(254, 158, 14, 66, -10)(`fill="${inner}"`),
    ellipse(346, 158, 14, 66, 10)(`fill="${inner}"`),
    p.knit(ellipse(300, 420, 112, 96), main),
    p.knit(ellipse(240, 495, 44, 24), main, 'rows'),
    p.knit(ellipse(360, 495, 44, 24), main, 'rows'),
    p.knit(path('M196 300h208l-14 48h-180z'), accent, 'rib'),
    p.knit(circle(300, 262, 96), main),
    p.knit(ellipse(215, 410, 26, 48, 20), main),
    p.knit(ellipse(385, 410, 26, 48, -20), main),
    face(300, 262, 34),
    `<path d="M293 276l7 7 7-7z" fill="${shade(accent, -0.1)}"/>`,
    circle(
      300,
      440,
      16,
    )(`fill="${shade(accent, 0.2)}" stroke="${shade(accent, -0.3)}" stroke-width="2"`),
  ].join('');
}

export function bear(p: Paint, main: string, accent: string): string {
  const muzzle = shade(main, 0.45);
  return [
    p.knit(circle(218, 178, 42), main),
    p.knit(circle(382, 178, 42), main),
    circle(218, 178, 22)(`fill="${shade(accent, 0.25)}"`),
    circle(382, 178, 22)(`fill="${shade(accent, 0.25)}"`),
    p.knit(ellipse(300, 415, 118, 100), main),
    p.knit(ellipse(236, 492, 48, 28), main, 'rows'),
    p.knit(ellipse(364, 492, 48, 28), main, 'rows'),
    ellipse(236, 494, 24, 14)(`fill="${shade(accent, 0.25)}"`),
    ellipse(364, 494, 24, 14)(`fill="${shade(accent, 0.25)}"`),
    p.knit(circle(300, 262, 102), main),
    p.knit(ellipse(300, 292, 44, 34), muzzle, 'rows'),
    `<ellipse cx="300" cy="278" rx="13" ry="9" fill="#3a2b26"/>`,
    face(300, 248, 40),
    p.knit(ellipse(206, 400, 28, 52, 24), main),
    p.knit(ellipse(394, 400, 28, 52, -24), main),
    p.knit(path('M255 352l45 22 45-22v40l-45-18-45 18z'), accent, 'rows'),
  ].join('');
}

export function octopus(p: Paint, main: string, accent: string): string {
  const legs = [
    'M200 360q-60 60-30 120q20 30 48 6',
    'M235 380q-30 70 0 112q22 26 42 0',
    'M275 390q-10 70 20 100q24 16 34-14',
    'M325 390q10 70-20 100',
    'M365 380q30 70 0 112q-22 26-42 0',
    'M400 360q60 60 30 120q-20 30-48 6',
  ];
  return [
    ...legs.map((d) => p.strand(d, main, 38)),
    p.knit(path('M168 350q-6-230 132-232t132 232q-4 40-132 40t-132-40z'), main),
    ...[0, 1, 2].map((i) =>
      circle(
        226 + i * 74,
        180 + (i % 2) * -18,
        10 + i * 2,
      )(`fill="${shade(accent, 0.3)}" opacity=".9"`),
    ),
    face(300, 292, 38, 1.1),
    `<path d="M232 136q68-40 136 0" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>`,
  ].join('');
}

export function whale(p: Paint, main: string, accent: string): string {
  return [
    p.knit(path('M430 330q70-90 110-70q-20 40-56 60q50 10 66 56q-60 10-120-20z'), main, 'rows'),
    p.knit(path('M110 360q0-140 180-150q150-4 170 120q10 110-170 116q-180 4-180-86z'), main),
    p.knit(
      path('M130 390q160 30 320-20q-20 96-160 100q-130 2-160-80z'),
      shade(accent, 0.35),
      'rows',
    ),
    ...[0, 1, 2, 3].map(
      (i) =>
        `<path d="M${190 + i * 55} ${402 - i * 3}q6 30 2 56" stroke="${shade(accent, -0.2)}" stroke-width="3" fill="none" opacity=".6"/>`,
    ),
    face(235, 330, 30, 0.95),
    p.knit(ellipse(330, 360, 40, 20, -30), main),
    `<path d="M270 200q-6-60-40-80M270 200q0-70 10-96M270 200q10-60 46-80" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
    ...[
      [230, 116],
      [280, 100],
      [318, 118],
    ].map(([x, y]) => circle(x!, y!, 11)(`fill="${shade(accent, 0.2)}"`)),
  ].join('');
}

export function rattle(p: Paint, main: string, accent: string): string {
  return [
    `<circle cx="300" cy="430" r="70" fill="none" stroke="${shade('#d9b38c', -0.35)}" stroke-width="30"/>`,
    `<circle cx="300" cy="430" r="70" fill="none" stroke="#d9b38c" stroke-width="24"/>`,
    `<circle cx="300" cy="430" r="70" fill="none" stroke="#b88a5f" stroke-width="3" stroke-dasharray="3 9"/>`,
    p.knit(rect(272, 320, 56, 56, 12), accent, 'rib'),
    p.knit(circle(300, 228, 110), main),
    p.knit(path('M194 200q106-40 212 0v40q-106-40-212 0z'), accent, 'rows'),
    face(300, 250, 36, 1.05),
    p.knit(ellipse(248, 110, 22, 48, -20), main),
    p.knit(ellipse(352, 110, 22, 48, 20), main),
  ].join('');
}

function bootie(p: Paint, x: number, main: string, accent: string): string {
  return [
    p.knit(
      path(
        `M${x - 95} 420q-8-70 50-92l30-8q10-70 60-70q50 0 54 70q64 14 60 100q-6 40-60 40h-146q-50 0-48-40z`,
      ),
      main,
    ),
    p.knit(path(`M${x - 30} 250q50-26 112 0v30q-56-22-112 0z`), accent, 'rib'),
    p.knit(ellipse(x - 12, 462, 110, 18), shade(main, -0.12), 'rows'),
    circle(
      x - 40,
      348,
      14,
    )(`fill="${shade(accent, 0.4)}" stroke="${shade(accent, -0.3)}" stroke-width="2"`),
    ...[0, 72, 144, 216, 288].map((a) =>
      ellipse(x - 40, 330, 7, 11)(`fill="${accent}" transform="rotate(${a} ${x - 40} 348)"`),
    ),
  ].join('');
}

export function booties(p: Paint, main: string, accent: string): string {
  return `<g transform="translate(-110 -20) scale(.92)">${bootie(p, 300, main, accent)}</g><g transform="translate(110 40) scale(.92)">${bootie(p, 300, main, accent)}</g>`;
}

export function bonnet(p: Paint, main: string, accent: string): string {
  // Scallops along the brim, a quadratic curve from (450,400) through (300,330) to (150,400).
  const scallops = Array.from({ length: 11 }, (_, i) => {
    const t = i / 10;
    const x = (1 - t) ** 2 * 450 + 2 * t * (1 - t) * 300 + t ** 2 * 150;
    const y = (1 - t) ** 2 * 400 + 2 * t * (1 - t) * 330 + t ** 2 * 400;
    return circle(x, y, 17)(`fill="${accent}" stroke="${shade(accent, -0.3)}" stroke-width="2"`);
  }).join('');
  return [
    p.strand('M170 396q-30 60 110 112', accent, 12),
    p.strand('M430 396q30 60-110 112', accent, 12),
    p.knit(path('M150 400q-10-280 150-280t150 280q-150-70-300 0z'), main),
    p.knit(path('M156 360q144-76 288 0l6 40q-150-70-300 0z'), accent, 'rib'),
    scallops,
    p.knit(ellipse(300, 508, 30, 18), accent, 'rows'),
    p.knit(ellipse(268, 500, 30, 18, 30), accent, 'rows'),
    p.knit(ellipse(332, 500, 30, 18, -30), accent, 'rows'),
  ].join('');
}
