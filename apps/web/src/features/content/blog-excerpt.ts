/** The blog card's excerpt: the first 150 characters followed by an ellipsis. */
import { BLOG_EXCERPT_LENGTH } from '@shop/shared/constants';

export function blogExcerpt(content: string): string {
  return `${content.slice(0, BLOG_EXCERPT_LENGTH).trimEnd()}...`;
}

/**
 * A post's text as paragraphs: blank lines separate paragraphs, single line breaks stay inside
 * one. Rendered as text nodes only, so markup in a post is shown, never run.
 */
export function toParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim().length > 0),
    )
    .filter((lines) => lines.length > 0);
}
