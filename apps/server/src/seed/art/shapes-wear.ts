/** Wearables: beanies, bucket hat, scarves, scrunchies, ear warmer, mitts, keychain. */
import { circle, ellipse, path, rect, shade, type Paint } from './paint.ts';

export function beanie(
  p: Paint,
  main: string,
  accent: string,
  variant: 'pompom' | 'plain' | 'ears' = 'pompom',
): string {
  const top =
    variant === 'pompom'
      ? Array.from({ length: 22 }, (_, i) => {
          const a = (i / 22) * Math.PI * 2;
          return circle(
            300 + Math.cos(a) * 46,
            118 + Math.sin(a) * 40,
            20,
          )(`fill="${i % 2 ? accent : shade(accent, 0.2)}"`);
        }).join('') + circle(300, 118, 42)(`fill="${shade(accent, 0.15)}"`)
      : variant === 'ears'
        ? p.knit(circle(196, 206, 44), main) +
          p.knit(circle(404, 206, 44), main) +
          circle(196, 206, 22)(`fill="${shade(accent, 0.3)}"`) +
          circle(404, 206, 22)(`fill="${shade(accent, 0.3)}"`)
        : '';
  return [
    variant === 'pompom' ? '' : top,
    p.knit(path('M150 380q-6-250 150-250t150 250z'), main, variant === 'plain' ? 'rib' : 'v'),
    p.knit(rect(132, 356, 336, 96, 28), shade(variant === 'plain' ? main : accent, -0.04), 'rib', {
      scale: 1.2,
    }),
    variant === 'pompom' ? top : '',
    variant === 'plain'
      ? rect(
          360,
          380,
          54,
          40,
          6,
        )(`fill="${shade(accent, 0.35)}" stroke="${shade(accent, -0.3)}" stroke-width="2"`)
      : '',
  ].join('');
}

export function bucketHat(p: Paint, main: string, accent: string): string {
  return [
    p.knit(ellipse(300, 400, 230, 72), shade(main, -0.08), 'rows', { scale: 1.1 }),
    p.knit(path('M180 392q-14-230 120-236t120 236q-120 30-240 0z'), main, 'rows'),
    p.knit(path('M176 340q124 30 248 0l4 42q-128 30-256 0z'), accent, 'v'),
    ...[0, 1, 2].map((i) => circle(214 + i * 18, 300 - i * 50, 9)(`fill="${shade(accent, 0.4)}"`)),
  ].join('');
}

export function scarf(
  p: Paint,
  main: string,
  accent: string,
  variant: 'hanging' | 'loop' = 'hanging',
): string {
  if (variant === 'loop') {
    const id = p.stitches(main, 'rib', 1.3, 30);
    return [
      `<ellipse cx="300" cy="300" rx="170" ry="150" fill="none" stroke="${shade(main, -0.35)}" stroke-width="104"/>`,
      `<ellipse cx="300" cy="300" rx="170" ry="150" fill="none" stroke="${main}" stroke-width="96"/>`,
      `<ellipse cx="300" cy="300" rx="170" ry="150" fill="none" stroke="url(#${id})" stroke-width="96"/>`,
      `<ellipse cx="300" cy="300" rx="170" ry="150" fill="none" stroke="${accent}" stroke-width="96" stroke-dasharray="22 90" opacity=".85"/>`,
      p.knit(ellipse(300, 450, 44, 60), shade(main, -0.08), 'rib'),
    ].join('');
  }
  const d = 'M230 470V210q0-90 70-90t70 90v220';
  const id = p.stitches(main, 'rib', 1.2);
  const fringe = (x: number, y: number) =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${x - 44 + i * 11} ${y}q${(i % 3) - 1} 30 ${(i % 2) * 4 - 2} 58" stroke="${i % 2 ? accent : main}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    ).join('');
  return [
    fringe(230, 466),
    fringe(370, 426),
    `<path d="${d}" fill="none" stroke="${shade(main, -0.35)}" stroke-width="104"/>`,
    `<path d="${d}" fill="none" stroke="${main}" stroke-width="96"/>`,
    `<path d="${d}" fill="none" stroke="url(#${id})" stroke-width="96"/>`,
    `<path d="${d}" fill="none" stroke="${accent}" stroke-width="96" stroke-dasharray="26 74"/>`,
    `<path d="${d}" fill="none" stroke="url(#${p.stitches(accent, 'rib', 1.2)})" stroke-width="96" stroke-dasharray="26 74"/>`,
  ].join('');
}

export function scrunchie(p: Paint, main: string, accent: string): string {
  const ring = (cx: number, cy: number, r: number, color: string) => {
    const bumps = 16;
    let d = '';
    for (let i = 0; i <= bumps; i++) {
      const a = (i / bumps) * Math.PI * 2;
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r;
      d +=
        i === 0
          ? `M${x.toFixed(1)} ${y.toFixed(1)}`
          : `A${(r * 0.22).toFixed(1)} ${(r * 0.22).toFixed(1)} 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    const hole = `M${cx - r * 0.42} ${cy}a${r * 0.42} ${r * 0.42} 0 1 0 ${r * 0.84} 0a${r * 0.42} ${r * 0.42} 0 1 0 ${-r * 0.84} 0z`;
    return p.knit(
      (paint) => `<path d="${d}z ${hole}" fill-rule="evenodd" ${paint}/>`,
      color,
      'rows',
      { angle: 20 },
    );
  };
  return (
    ring(230, 250, 130, main) + ring(380, 380, 110, accent) + ring(200, 440, 70, shade(main, 0.3))
  );
}

export function earWarmer(p: Paint, main: string, accent: string): string {
  const rib = p.stitches(main, 'rib', 1.3, 90);
  const band = (d: string) =>
    `<path d="${d}" fill="none" stroke="${shade(main, -0.35)}" stroke-width="86" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${main}" stroke-width="78" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="url(#${rib})" stroke-width="78" stroke-linecap="round"/>`;
  return [
    band('M262 400q-170 10-160-110t198-140q188 20 198 140t-160 110'),
    p.knit(path('M250 352q50 30 100 0l18 96q-68-30-136 0z'), shade(main, -0.08), 'rows'),
    p.knit(ellipse(300, 400, 34, 58), accent, 'v'),
  ].join('');
}

function mitt(p: Paint, x: number, main: string, accent: string): string {
  return [
    p.knit(path(`M${x - 70} 230q0-60 70-60t70 60v200h-140z`), main, 'rows'),
    p.knit(path(`M${x - 70} 290q-56 10-50 70q6 40 50 34z`), main, 'rows'),
    p.knit(rect(x - 78, 410, 156, 80, 18), accent, 'rib'),
    circle(x, 300, 16)(`fill="${shade(accent, 0.3)}"`),
  ].join('');
}

export function mittens(p: Paint, main: string, accent: string): string {
  return `<g transform="rotate(-8 220 330)">${mitt(p, 220, main, accent)}</g><g transform="rotate(8 380 330) translate(395 0) scale(-1 1) translate(-380 0)">${mitt(p, 380, main, accent)}</g>`;
}

export function strawberry(p: Paint, main: string, accent: string): string {
  const seeds = Array.from({ length: 14 }, (_, i) => {
    const x = 235 + (i % 4) * 42 + (Math.floor(i / 4) % 2) * 20;
    const y = 290 + Math.floor(i / 4) * 46;
    return y < 460 ? ellipse(x, y, 5, 8)(`fill="${shade(accent, 0.5)}"`) : '';
  }).join('');
  return [
    `<circle cx="300" cy="120" r="36" fill="none" stroke="#b9bec7" stroke-width="9"/>`,
    `<path d="M300 156v40" stroke="#9aa0a8" stroke-width="8" stroke-dasharray="10 4"/>`,
    p.knit(path('M180 290q0-90 120-90t120 90q0 110-120 200q-120-90-120-200z'), main),
    seeds,
    p.knit(
      path('M300 190l-70 30 50 10-30 34 50-22 0 40 0-40 50 22-30-34 50-10z'),
      shade('#6fae7c', -0.05),
      'rows',
    ),
  ].join('');
}
