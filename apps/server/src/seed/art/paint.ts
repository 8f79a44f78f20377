/**
 * The drawing kit of the demo product art: colour helpers, yarn stitch patterns and "knitted"
 * shapes (a base colour, a stitch texture on top, a darker outline). Everything is authored on a
 * 600 × 600 canvas; a Paint collects the <defs> each drawing needs.
 */
export type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mixed = parseHex(hex).map((c) => Math.round(c + (target - c) * t));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: string, b: string, t = 0.5): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return `#${x
    .map((c, i) =>
      Math.round(c + (y[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export type StitchKind = 'v' | 'rows' | 'rib';

/** An element drawn with the given paint attributes, e.g. (p) => `<circle r="4" ${p}/>`. */
export type Element = (paint: string) => string;

export const circle =
  (cx: number, cy: number, r: number): Element =>
  (p) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" ${p}/>`;
export const ellipse =
  (cx: number, cy: number, rx: number, ry: number, rotate = 0): Element =>
  (p) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ''} ${p}/>`;
export const path =
  (d: string): Element =>
  (p) =>
    `<path d="${d}" ${p}/>`;
export const rect =
  (x: number, y: number, w: number, h: number, r = 0): Element =>
  (p) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${p}/>`;

export class Paint {
  private readonly defs: string[] = [];
  private readonly patterns = new Map<string, string>();
  private count = 0;

  constructor(private readonly prefix: string) {}

  nextId(kind: string): string {
    return `${this.prefix}-${kind}-${++this.count}`;
  }

  addDef(def: string): void {
    this.defs.push(def);
  }

  defsMarkup(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }

  /** A stitch texture in shades of `color`, shared by every shape of that colour and kind. */
  stitches(color: string, kind: StitchKind = 'v', scale = 1, angle = 0): string {
    const key = `${color}|${kind}|${scale}|${angle}`;
    const known = this.patterns.get(key);
    if (known) return known;
    const id = this.nextId('st');
    const dark = shade(color, -0.32);
    const light = shade(color, 0.45);
    const [w, h, body] = STITCH_CELLS[kind](dark, light);
    this.addDef(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle}) scale(${scale})">${body}</pattern>`,
    );
    this.patterns.set(key, id);
    return id;
  }

  /** A shape worked in yarn: base colour, stitch texture, soft outline. */
  knit(
    shape: Element,
    color: string,
    kind: StitchKind = 'v',
    options: { scale?: number; angle?: number; outline?: boolean } = {},
  ): string {
    const id = this.stitches(color, kind, options.scale ?? 1, options.angle ?? 0);
    const outline =
      options.outline === false
        ? ''
        : shape(
            `fill="none" stroke="${shade(color, -0.38)}" stroke-width="3" stroke-linejoin="round"`,
          );
    return shape(`fill="${color}"`) + shape(`fill="url(#${id})"`) + outline;
  }

  /** A thick strand of yarn along a path (tentacles, handles, straps), stitched along its length. */
  strand(d: string, color: string, width: number): string {
    const dark = shade(color, -0.35);
    return (
      `<path d="${d}" fill="none" stroke="${dark}" stroke-width="${width + 5}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${dark}" stroke-width="${width * 0.5}" stroke-linecap="butt" stroke-dasharray="2 ${Math.max(5, width * 0.28)}" opacity=".45"/>`
    );
  }
}

const STITCH_CELLS: Record<StitchKind, (dark: string, light: string) => [number, number, string]> =
  {
    // Columns of V stitches, the classic look of crochet worked in rounds.
    v: (dark, light) => [
      16,
      14,
      `<path d="M2 1.5Q4.5 10 8 12.5M14 1.5Q11.5 10 8 12.5" fill="none" stroke="${dark}" stroke-width="1.7" stroke-linecap="round" opacity=".5"/>` +
        `<path d="M3.6 2.6Q5.6 8.6 7.7 10.4" fill="none" stroke="${light}" stroke-width="1.1" stroke-linecap="round" opacity=".55"/>`,
    ],
    // Rows of little bumps, like single crochet worked back and forth.
    rows: (dark, light) => [
      12,
      10,
      `<path d="M0.5 7Q6 0.5 11.5 7" fill="none" stroke="${dark}" stroke-width="1.6" stroke-linecap="round" opacity=".45"/>` +
        `<path d="M2.5 5.6Q6 2.4 9.5 5.6" fill="none" stroke="${light}" stroke-width="1" stroke-linecap="round" opacity=".6"/>`,
    ],
    // Vertical ribbing, for cuffs and bands.
    rib: (dark, light) => [
      10,
      12,
      `<path d="M2 0V12" stroke="${dark}" stroke-width="2.4" opacity=".4"/>` +
        `<path d="M6.5 0V12" stroke="${light}" stroke-width="1.4" opacity=".5"/>`,
    ],
  };

/** Two friendly eyes with a highlight, rosy cheeks and a stitched smile. */
export function face(cx: number, cy: number, spread: number, size = 1): string {
  const eye = (x: number) =>
    `<ellipse cx="${x}" cy="${cy}" rx="${7 * size}" ry="${8.5 * size}" fill="#2f2624"/>` +
    `<circle cx="${x + 2.5 * size}" cy="${cy - 3 * size}" r="${2.4 * size}" fill="#fff"/>`;
  const cheek = (x: number) =>
    `<ellipse cx="${x}" cy="${cy + 18 * size}" rx="${13 * size}" ry="${8 * size}" fill="#f29aa5" opacity=".55"/>`;
  const smile = `<path d="M${cx - 9 * size} ${cy + 14 * size}q${4.5 * size} ${6 * size} ${9 * size} 0q${4.5 * size} ${6 * size} ${9 * size} 0" fill="none" stroke="#2f2624" stroke-width="${2.4 * size}" stroke-linecap="round"/>`;
  return (
    eye(cx - spread) +
    eye(cx + spread) +
    cheek(cx - spread - 12 * size) +
    cheek(cx + spread + 12 * size) +
    smile
  );
}
