import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../../test/helpers.ts';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });
const shopper = await t.signUp();

const validPost = {
  title: 'Spring yarn haul',
  content: 'First paragraph.\n\nSecond paragraph.',
  imageUrl: 'https://images.example.com/yarn.jpg',
};

async function createPost(body: Record<string, unknown> = validPost) {
  return admin.inject({ method: 'POST', url: '/api/blog-posts', payload: body });
}

const editPost = (user: TestUser, id: string, payload: object) =>
  user.inject({ method: 'PATCH', url: `/api/blog-posts/${id}`, payload });

describe('blog posts API', () => {
  it('lets an admin publish a post whose author is the admin, not the body', async () => {
    const res = await createPost();
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ ...validPost, author: admin.user.email });
    expect(new Date(post.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const forged = await createPost({ ...validPost, author: 'someone@else.example' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toHaveProperty('author');
  });

  it('refuses publishing to shoppers and visitors', async () => {
    const asShopper = await shopper.inject({
      method: 'POST',
      url: '/api/blog-posts',
      payload: validPost,
    });
    expect(asShopper.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/blog-posts',
      headers: { origin: 'http://localhost:3000' },
      payload: validPost,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates title, content and image URL', async () => {
    const res = await createPost({ title: '  ', content: ' \n ', imageUrl: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['content', 'imageUrl', 'title']);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://insecure.example/yarn.jpg',
    '/uploads/../secret.txt',
    '//evil.example/x.png',
    'yarn.jpg',
  ])('refuses the image URL %s', async (imageUrl) => {
    const res = await createPost({ ...validPost, imageUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('imageUrl');
  });

  it('accepts an uploaded image path', async () => {
    const res = await createPost({ ...validPost, imageUrl: '/uploads/blog/abc-123-1200.webp' });
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toBe('/uploads/blog/abc-123-1200.webp');
  });

  it('lists posts newest first for everyone and reads one by id', async () => {
    const [old] = await t.db
      .insert(blogPosts)
      .values({
        ...validPost,
        title: 'An old post',
        author: admin.user.email,
        createdAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning();
    const fresh = (await createPost({ ...validPost, title: 'The newest post' })).json();

    const list = await t.app.inject({ method: 'GET', url: '/api/blog-posts' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; createdAt: string }[];
    expect(items[0]!.id).toBe(fresh.id);
    expect(items.at(-1)!.id).toBe(old!.id);
    const times = items.map((p) => new Date(p.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const one = await t.app.inject({ method: 'GET', url: `/api/blog-posts/${old!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: old!.id, title: 'An old post' });

    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/blog-posts/${crypto.randomUUID()}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('edits a post and keeps author and date', async () => {
    const post = (await createPost()).json();
    const res = await editPost(admin, post.id, { title: 'Renamed', content: 'New words.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: post.id,
      title: 'Renamed',
      content: 'New words.',
      imageUrl: validPost.imageUrl,
      author: admin.user.email,
      createdAt: post.createdAt,
    });
    const reread = await t.app.inject({ method: 'GET', url: `/api/blog-posts/${post.id}` });
    expect(reread.json().title).toBe('Renamed');

    const empty = await editPost(admin, post.id, {});
    expect(empty.statusCode).toBe(400);
    const badImage = await editPost(admin, post.id, { imageUrl: 'javascript:alert(1)' });
    expect(badImage.statusCode).toBe(400);
    const unknown = await editPost(admin, crypto.randomUUID(), { title: 'x' });
    expect(unknown.statusCode).toBe(404);
    const asShopper = await editPost(shopper, post.id, { title: 'Hijacked' });
    expect(asShopper.statusCode).toBe(403);
  });

  it('deletes a post (admins only)', async () => {
    const post = (await createPost()).json();
    const asShopper = await shopper.inject({ method: 'DELETE', url: `/api/blog-posts/${post.id}` });
    expect(asShopper.statusCode).toBe(403);
    const res = await admin.inject({ method: 'DELETE', url: `/api/blog-posts/${post.id}` });
    expect(res.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/blog-posts/${post.id}` });
    expect(gone.statusCode).toBe(404);
    const again = await admin.inject({ method: 'DELETE', url: `/api/blog-posts/${post.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('stores markup in a post exactly as written', async () => {
    const hostile = {
      title: '<script>alert("title")</script> Cozy <b>hats</b>',
      content:
        'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">click me</a>',
      imageUrl: 'https://images.example.com/hat.jpg',
    };
    const created = await createPost(hostile);
    expect(created.statusCode).toBe(201);
    const read = await t.app.inject({ method: 'GET', url: `/api/blog-posts/${created.json().id}` });
    expect(read.json().title).toBe(hostile.title);
    expect(read.json().content).toBe(hostile.content);
  });
});
