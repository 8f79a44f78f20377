/**
 * The inline stylesheet cut to a page's classes: rules for classes the page does not hold go,
 * everything that could still match stays, in the stylesheet's own order and groups.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesInMarkup, neededClasses, readStylesheet } from './page-stylesheet.ts';

const CSS = [
  '/*! a banner */',
  '@layer theme,base,components,utilities;',
  '@layer properties{@supports (not (margin-trim:block)){*,:before{--tw-x:0}}}',
  '@layer base{html{color:red}a[href$=".pdf"]{color:blue}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.sm\\:grid{content:"}{"}',
  '.dark\\:bg-night:where(.dark,.dark *){background:black}',
  '.no-js\\:hidden:where(html:not(.js),html:not(.js) *){display:none}',
  '.\\[\\&_a\\]\\:underline a{text-decoration:underline}',
  '.group:hover .group-hover\\:block,.peer:checked~.peer-checked\\:block{display:block}',
  '.\\32 xl\\:p-4{padding:1rem}',
  ':where(.space-y-2>:not(:last-child)){margin-top:.5rem}',
  '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}',
  '@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:block{display:block}}',
  '}',
  '@property --tw-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

const pageWith = (...classNames: string[]) =>
  readStylesheet(CSS).forClasses(
    classesInMarkup(`<div class="${classNames.join(' ').replaceAll('&', '&amp;')}"></div>`),
  );

describe('the inline stylesheet cut to a page', () => {
  it('keeps only the rules whose classes the page holds, in their groups', () => {
    const css = pageWith('flex', 'sm:flex');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('@media (width>=40rem){.sm\\:flex{display:flex}}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('sm\\:block');
    // A condition none of whose rules are kept is dropped.
    expect(css).not.toContain('hover:hover');
    // The banner comment goes; statements, properties, keyframes and untouched base rules stay.
    expect(css).not.toContain('banner');
    expect(css.startsWith('@layer theme,base,components,utilities;')).toBe(true);
    expect(css).toContain('@supports (not (margin-trim:block)){*,:before{--tw-x:0}}');
    expect(css).toContain('a[href$=".pdf"]{color:blue}');
    expect(css).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('keeps a rule the page could match: root classes, pseudo-class arguments, escapes', () => {
    const css = pageWith(
      'dark:bg-night',
      'no-js:hidden',
      '[&_a]:underline',
      'group',
      'group-hover:block',
      '2xl:p-4',
      'sm:grid',
    );
    // `dark` and `js` are the root's classes, added after the page is served.
    expect(css).toContain('.dark\\:bg-night:where(.dark,.dark *){background:black}');
    expect(css).toContain('.no-js\\:hidden:where(html:not(.js),html:not(.js) *){display:none}');
    expect(css).toContain('.\\[\\&_a\\]\\:underline a{');
    // Of a selector list only the selectors the page can match stay.
    expect(css).toContain('.group:hover .group-hover\\:block{display:block}');
    expect(css).not.toContain('peer');
    expect(css).toContain('.\\32 xl\\:p-4{padding:1rem}');
    // A brace inside a string is not the end of the rule.
    expect(css).toContain('.sm\\:grid{content:"}{"}');
    // A selector whose classes are all inside `:where()` may match without them.
    expect(css).toContain(':where(.space-y-2>:not(:last-child)){margin-top:.5rem}');
  });

  it('reads the classes a selector needs outside parentheses and attribute values', () => {
    expect(neededClasses('.a:not(.b) .c')).toEqual(['a', 'c']);
    expect(neededClasses('a[href$=".pdf"].d')).toEqual(['d']);
    expect(neededClasses('.w-\\[calc\\(100\\%-2rem\\)\\]')).toEqual(['w-[calc(100%-2rem)]']);
    expect(classesInMarkup('<p class="a  b&amp;c"></p><svg class="d"></svg>')).toEqual(
      new Set(['js', 'dark', 'a', 'b&c', 'd']),
    );
  });

  it('gives the whole built stylesheet back to a page holding every class, and cuts it for none', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../web/dist/assets');
    const file = fs.existsSync(dir)
      ? fs.readdirSync(dir).find((name) => /^critical-[\w-]+\.css$/.test(name))
      : undefined;
    // The server suite runs after the web build (npm test builds first).
    expect(file, 'the web build’s critical stylesheet').toBeDefined();
    const whole = fs.readFileSync(path.join(dir, file!), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const sheet = readStylesheet(whole);
    expect(sheet.ruleCount).toBeGreaterThan(500);
    const every = new Set(
      [...whole.matchAll(/[^{}]+(?=\{)/g)].flatMap((m) =>
        m[0].trim().startsWith('@') ? [] : neededClasses(m[0]),
      ),
    );
    expect(sheet.forClasses(every)).toBe(whole.trim());
    const bare = sheet.forClasses(new Set());
    expect(bare.length).toBeLessThan(whole.length / 3);
    expect(bare.split('{').length).toBe(bare.split('}').length);
  });
});
