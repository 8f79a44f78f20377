/**
 * The inline stylesheet cut to the page it is in. The web build inlines the storefront's whole
 * critical stylesheet (every class any storefront screen uses, about 95 KB) in the template; a
 * page uses a third of those rules. A phone matches and keeps every rule it is given, so the
 * listing's HTML alone spent hundreds of milliseconds of its main thread on rules for other
 * screens (Lighthouse's "style and layout" at a mid-tier phone's CPU). Here the stylesheet is
 * read once when the template loads, and each page keeps only the rules whose classes it holds.
 *
 * - A rule is kept when one of its selectors needs only classes the page's markup holds. Classes
 *   inside a pseudo-class's parentheses (`:where(.dark *)`, `:not(.x)`, `:is(…)`) are not needed:
 *   the rule may match without them, so it is kept.
 * - Classes the root element gets while the page is open (`js` from the first script, `dark` from
 *   the theme switch) count as present on every page.
 * - Everything that is not a style rule (`@property`, `@font-face`, `@keyframes`, `@layer`
 *   statements) is kept whole; `@media`, `@supports`, `@layer` and `@container` blocks keep their
 *   place around the rules kept inside them, so the cascade is the stylesheet's own.
 *
 * Nothing the page does before the app needs more: its popovers, forms and toggles are in its
 * markup. The app brings the whole stylesheet before it renders (apps/web's entry-client), and
 * with scripts off the page's `<noscript>` link brings it too.
 */

/** Root classes a page may gain after it is served. */
const ALWAYS_PRESENT = ['js', 'dark'];
/** At-rules whose block holds rules (descended into); any other block is kept whole. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container']);

type Piece =
  /** Kept on every page: an at-rule statement or a block kept whole. */
  | { kind: 'always'; text: string; path: number[] }
  | { kind: 'rule'; selectors: { text: string; needs: string[] }[]; body: string; path: number[] };

export type PageStylesheet = {
  /** The stylesheet for a page holding these classes. */
  forClasses: (classes: ReadonlySet<string>) => string;
  /** How many style rules the whole stylesheet has (for tests and the bench). */
  ruleCount: number;
};

/** Reads a stylesheet (as Tailwind writes it: no nesting inside style rules) into pieces. */
export function readStylesheet(css: string): PageStylesheet {
  const groups: string[] = [];
  const pieces: Piece[] = [];
  parseBlock(stripComments(css), [], groups, pieces);
  return {
    ruleCount: pieces.filter((p) => p.kind === 'rule').length,
    forClasses: (classes) => write(pieces, groups, classes),
  };
}

/** Every class named in the markup's `class` attributes, and those a root gains later. */
export function classesInMarkup(...parts: string[]): Set<string> {
  const classes = new Set(ALWAYS_PRESENT);
  for (const part of parts) {
    for (const match of part.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) classes.add(name);
    }
  }
  return classes;
}

function write(pieces: Piece[], groups: string[], classes: ReadonlySet<string>): string {
  let out = '';
  let open: number[] = [];
  const moveTo = (path: number[]) => {
    let same = 0;
    while (same < open.length && same < path.length && open[same] === path[same]) same++;
    out += '}'.repeat(open.length - same);
    for (const group of path.slice(same)) out += `${groups[group]}{`;
    open = path;
  };
  for (const piece of pieces) {
    if (piece.kind === 'always') {
      moveTo(piece.path);
      out += piece.text;
      continue;
    }
    const kept = piece.selectors.filter((s) => s.needs.every((name) => classes.has(name)));
    if (kept.length === 0) continue;
    moveTo(piece.path);
    out += `${kept.map((s) => s.text).join(',')}{${piece.body}}`;
  }
  moveTo([]);
  // Conditions left empty (a `@media` whose every rule was for other pages) are dropped; an
  // empty `@layer` block stays, since where a layer is first named sets its place in the order.
  let before: string;
  do {
    before = out;
    out = out.replace(/@(?:media|supports|container)[^{};]*\{\}/g, '');
  } while (out !== before);
  return out;
}

function parseBlock(css: string, path: number[], groups: string[], pieces: Piece[]): void {
  let at = 0;
  while (at < css.length) {
    while (at < css.length && /\s/.test(css[at]!)) at++;
    if (at >= css.length) break;
    const head = scanTo(css, at, ['{', ';']);
    const prelude = css.slice(at, head).trim();
    if (css[head] !== '{') {
      // A statement (`@layer a, b;`, `@import …;`), or stray text.
      if (prelude) pieces.push({ kind: 'always', text: `${prelude};`, path });
      at = head + 1;
      continue;
    }
    const end = matchingBrace(css, head);
    const body = css.slice(head + 1, end);
    at = end + 1;
    const atRule = /^@([\w-]+)/.exec(prelude);
    if (atRule && GROUPING.has(atRule[1]!.toLowerCase())) {
      groups.push(prelude);
      parseBlock(body, [...path, groups.length - 1], groups, pieces);
    } else if (atRule) {
      pieces.push({ kind: 'always', text: `${prelude}{${body}}`, path });
    } else {
      const selectors = splitTopLevel(prelude).map((text) => ({
        text,
        needs: neededClasses(text),
      }));
      pieces.push({ kind: 'rule', selectors, body, path });
    }
  }
}

/** The classes a selector needs, outside any pseudo-class's parentheses. */
export function neededClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === '\\') {
      if (depth === 0) outside += selector.slice(i, i + 2);
      i++;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) outside += ch;
  }
  // Attribute selectors' values may hold dots (`[href$=".pdf"]`): they name no class.
  outside = outside.replace(/\[(?:\\.|[^\]\\])*\]/g, '');
  return [...outside.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) =>
    unescapeCss(m[1]!),
  );
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string, ch: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : ch,
  );
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) =>
    entity === '&amp;'
      ? '&'
      : entity === '&quot;'
        ? '"'
        : entity === '&lt;'
          ? '<'
          : entity === '&gt;'
            ? '>'
            : "'",
  );
}

function stripComments(css: string): string {
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const ch = css[i]!;
    if (ch === '"' || ch === "'") {
      const end = stringEnd(css, i);
      out += css.slice(i, end + 1);
      i = end;
    } else if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else out += ch;
  }
  return out;
}

/** The index of the first of `stops` at this level (outside strings, parentheses, brackets). */
function scanTo(css: string, from: number, stops: string[]): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const ch = css[i]!;
    if (ch === '\\') i++;
    else if (ch === '"' || ch === "'") i = stringEnd(css, i);
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0 && stops.includes(ch)) return i;
  }
  return css.length;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i]!;
    if (ch === '\\') i++;
    else if (ch === '"' || ch === "'") i = stringEnd(css, i);
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('The stylesheet has an unclosed block.');
}

function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const comma = scanTo(selectorList, from, [',']);
    parts.push(selectorList.slice(from, comma).trim());
    if (comma >= selectorList.length) return parts.filter(Boolean);
    from = comma + 1;
  }
}
