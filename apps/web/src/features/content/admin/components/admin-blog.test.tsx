import { createImageFile } from '@/test/factories';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { BlogPost, BlogPostInput } from '@shop/shared/schemas/blog';
import { PostForm } from './post-form';
import { AdminPostList } from './admin-post-list';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const existing: BlogPost = {
  id: 'p1',
  title: 'Granny squares for beginners',
  content: 'Start with a magic ring.',
  imageUrl: '/uploads/blog/abc-1200.webp',
  author: 'maker@example.com',
  createdAt: '2024-02-10T10:00:00.000Z',
};

let posts: BlogPost[] = [];
const created: BlogPostInput[] = [];
const patched: { id: string; body: unknown }[] = [];
let uploads = 0;
let createStatus = 201;
let deleteStatus = 204;

const handlers = [
  http.get('*/api/blog-posts', () => HttpResponse.json({ items: posts })),
  http.post('*/api/admin/uploads', () => {
    uploads++;
    return HttpResponse.json({
      images: [{ src: '/uploads/blog/new-1200.webp', variants: [] }],
    });
  }),
  http.post('*/api/blog-posts', async ({ request }) => {
    const body = (await request.json()) as BlogPostInput;
    created.push(body);
    if (createStatus !== 201) {
      return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
    }
    const post = { ...existing, ...body, id: 'p2', createdAt: new Date().toISOString() };
    posts = [post as BlogPost, ...posts];
    return HttpResponse.json(post, { status: 201 });
  }),
  http.patch('*/api/blog-posts/:id', async ({ params, request }) => {
    const body = (await request.json()) as Partial<BlogPost>;
    patched.push({ id: String(params.id), body });
    posts = posts.map((p) => (p.id === params.id ? { ...p, ...body } : p));
    return HttpResponse.json(posts.find((p) => p.id === params.id));
  }),
  http.delete('*/api/blog-posts/:id', ({ params }) => {
    if (deleteStatus !== 204) {
      return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
    }
    posts = posts.filter((p) => p.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
beforeEach(() => server.use(...handlers));

beforeAll(() => {
  // jsdom has no object URLs; the picker previews the chosen file with one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  created.length = 0;
  patched.length = 0;
  uploads = 0;
  createStatus = 201;
  deleteStatus = 204;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const png = () => createImageFile('yarn.png');

/** Fills in the post form (title, a PNG image, content) and presses Publish Post. */
async function publishAutumnPost() {
  const user = userEvent.setup();
  renderWithProviders(<PostForm />);
  await user.type(screen.getByLabelText('Title'), 'Autumn colours');
  await user.upload(screen.getByLabelText('Image'), png());
  await user.type(screen.getByLabelText('Content'), 'Rust, mustard and moss.');
  await user.click(screen.getByRole('button', { name: 'Publish Post' }));
}

describe('admin blog: add form', () => {
  it('asks for an image when there is none and publishes nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PostForm />);
    await user.type(screen.getByLabelText('Title'), 'Autumn colours');
    await user.type(screen.getByLabelText('Content'), 'Rust, mustard and moss.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText(MESSAGES.blogImageRequired)).toBeInTheDocument();
    expect(uploads).toBe(0);
    expect(created).toEqual([]);
  });

  it('refuses a file that is not a JPG, PNG or WebP before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PostForm />);
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Image'), gif);
    expect(await screen.findByText(MESSAGES.invalidImageType)).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads the image, then publishes the post with its URL', async () => {
    await publishAutumnPost();
    expect(await screen.findByText('“Autumn colours” is published.')).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(created).toEqual([
      {
        title: 'Autumn colours',
        content: 'Rust, mustard and moss.',
        imageUrl: '/uploads/blog/new-1200.webp',
      },
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('holds Publish while a just-chosen picture is still being checked', async () => {
    // A large picture decodes slowly on a slow machine; until it has, there is no file to send.
    let decoded = () => {};
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(
        () =>
          new Promise((resolve) => {
            decoded = () => resolve({ close: () => {} });
          }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PostForm />);
    await user.type(screen.getByLabelText('Title'), 'Autumn colours');
    await user.type(screen.getByLabelText('Content'), 'Rust, mustard and moss.');
    await user.upload(screen.getByLabelText('Image'), png());
    const checking = await screen.findByRole('button', { name: 'Checking image…' });
    expect(checking).toBeDisabled();
    await user.click(checking);
    expect(screen.queryByText(MESSAGES.blogImageRequired)).not.toBeInTheDocument();

    decoded();
    await user.click(await screen.findByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('“Autumn colours” is published.')).toBeInTheDocument();
    expect(uploads).toBe(1);
  });

  it('shows the shop’s text when publishing fails', async () => {
    createStatus = 500;
    await publishAutumnPost();
    expect(await screen.findByText(MESSAGES.blogCreateFailed)).toBeInTheDocument();
  });
});

describe('admin blog: cards', () => {
  it('deletes a post only after the confirm prompt', async () => {
    posts = [existing];
    const user = userEvent.setup();
    renderWithProviders(<AdminPostList />);
    const card = await screen.findByRole('article', { name: existing.title });
    const deleteButton = within(card).getByRole('button', { name: `Delete ${existing.title}` });
    await user.click(deleteButton);
    const prompt = await screen.findByRole('alertdialog', { name: MESSAGES.confirmDeletePost });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(posts).toHaveLength(1);

    await user.click(deleteButton);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('shows the shop’s text when deleting fails', async () => {
    posts = [existing];
    deleteStatus = 500;
    const user = userEvent.setup();
    renderWithProviders(<AdminPostList />);
    const card = await screen.findByRole('article', { name: existing.title });
    await user.click(within(card).getByRole('button', { name: `Delete ${existing.title}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(MESSAGES.blogDeleteFailed)).toBeInTheDocument();
  });

  it('edits a post in a modal and sends only what changed', async () => {
    posts = [existing];
    const user = userEvent.setup();
    renderWithProviders(<AdminPostList />);
    const card = await screen.findByRole('article', { name: existing.title });
    await user.click(within(card).getByRole('button', { name: `Edit ${existing.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Granny squares, step by step');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByRole('article', { name: 'Granny squares, step by step' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patched).toEqual([{ id: 'p1', body: { title: 'Granny squares, step by step' } }]);
  });
});
