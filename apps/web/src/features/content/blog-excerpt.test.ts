import { describe, expect, it } from 'vitest';
import { blogExcerpt, toParagraphs } from './blog-excerpt';

describe('blogExcerpt', () => {
  it('keeps the first 150 characters and adds an ellipsis', () => {
    const content = 'a'.repeat(149) + 'bcdef';
    expect(blogExcerpt(content)).toBe(`${'a'.repeat(149)}b...`);
  });

  it('adds the ellipsis to short posts too and drops trailing spaces before it', () => {
    expect(blogExcerpt('Short and sweet ')).toBe('Short and sweet...');
  });
});

describe('toParagraphs', () => {
  it('splits on blank lines and keeps single line breaks within a paragraph', () => {
    expect(toParagraphs('One\nline two\r\n\r\n\n  \nTwo\n\n\n')).toEqual([
      ['One', 'line two'],
      ['Two'],
    ]);
  });
});
