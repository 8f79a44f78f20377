import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@shop/shared/schemas/blog';
import { BlogCard } from './blog-card';
import { BlogPostArticle } from './blog-post-article';

const hostilePost: BlogPost = {
  id: 'post-1',
  title: '<script>window.__pwned = "title"</script>Winter hats',
  content: [
    'Hello <script>window.__pwned = 1</script> friends',
    '<img src=x onerror="window.__pwned = 2">',
    '<a href="javascript:window.__pwned = 3">click me</a> and <b onmouseover="alert(4)">bold</b>',
  ].join('\n\n'),
  imageUrl: 'https://images.example.com/hat.jpg',
  author: 'maker@example.com',
  createdAt: '2024-03-05T12:00:00.000Z',
};

/** Every attribute of every element under `root` whose name starts with "on". */
function eventHandlerAttributes(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
  );
}

function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll('script')).toHaveLength(0);
  expect(container.querySelectorAll('b')).toHaveLength(0);
  expect(eventHandlerAttributes(container)).toEqual([]);
  for (const link of container.querySelectorAll('a')) {
    expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  }
  // The only image is the cover, with the post's https URL.
  const images = [...container.querySelectorAll('img')];
  expect(images.map((img) => img.getAttribute('src'))).toEqual([hostilePost.imageUrl]);
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
}

describe('a post with markup in it', () => {
  it('shows the whole post as text paragraphs, creating no element or handler from it', () => {
    const { container } = render(<BlogPostArticle post={hostilePost} />);

    expect(screen.getByRole('heading', { level: 1, name: hostilePost.title })).toBeInTheDocument();
    expect(
      screen.getByText('Hello <script>window.__pwned = 1</script> friends'),
    ).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.__pwned = 2">')).toBeInTheDocument();
    expect(
      screen.getByText(/<a href="javascript:window.__pwned = 3">click me<\/a> and <b/),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('article p')).toHaveLength(
      // author line + three paragraphs
      4,
    );
    expect(screen.getByText('By maker@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expectInert(container);
  });

  it('shows it as text on its blog card too, with the 150-character excerpt', () => {
    const { container } = render(
      <MemoryRouter>
        <BlogCard post={hostilePost} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: hostilePost.title })).toHaveAttribute(
      'href',
      '/blog/post-1',
    );
    expect(
      screen.getByText(`${hostilePost.content.slice(0, 150).trimEnd()}...`, {
        normalizer: (s) => s,
      }),
    ).toBeInTheDocument();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blog/post-1']);
    expectInert(container);
  });
});
