/**
 * Content and engagement stories: a visitor's message reaches the maker's inbox and gets an
 * emailed reply; the maker publishes a blog post with an uploaded image; a reader subscribes to
 * the newsletter and confirms it by the link in the mail.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstLink, latestMailTo } from '../support/outbox';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  return page;
}

async function unreadMessages(page: Page): Promise<number> {
  await page.goto('/admin');
  const tile = page.getByTestId('tile-unread-messages');
  await expect(tile).toBeVisible();
  return Number((await tile.innerText()).replace(/\D/g, ''));
}

/** A real PNG drawn by the browser, so the server has something to decode and re-encode. */
async function drawCoverImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 750;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 1200, 750);
    sky.addColorStop(0, '#f8dfd2');
    sky.addColorStop(1, '#e6ede1');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 1200, 750);
    const yarn = [
      ['#c8623a', 380, 420, 190],
      ['#7d9471', 720, 360, 160],
      ['#e8b4a6', 930, 520, 120],
    ] as const;
    for (const [color, x, y, r] of yarn) {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      ctx.lineWidth = 6;
      for (let i = -r; i < r; i += 26) {
        ctx.beginPath();
        ctx.ellipse(x, y + i / 3, r * 0.95, r * 0.25, -0.5, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a visitor’s message reaches the inbox and is answered by email', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!);
  const unreadBefore = await unreadMessages(admin);

  const visitor = `visitor-${Date.now()}@example.com`;
  await page.goto('/contact');
  const contactForm = page.getByRole('form', { name: 'Contact form' });
  await contactForm.getByLabel('Name', { exact: true }).fill('Wren Visitor');
  await contactForm.getByLabel('Email', { exact: true }).fill(visitor);
  await contactForm.getByLabel('Instagram username (optional)').fill('@wren.makes');
  await contactForm
    .getByLabel('Message', { exact: true })
    .fill('Could you crochet a <b>sage</b> baby blanket by June?');
  await contactForm.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();

  // The dashboard counts it as unread.
  expect(await unreadMessages(admin)).toBe(unreadBefore + 1);

  await admin.goto('/admin/messages');
  const item = admin.getByRole('list', { name: 'Messages' }).getByRole('button', {
    name: /Wren Visitor/,
  });
  await expect(item).toContainText('Pending');
  await item.click();
  await expect(admin).toHaveURL(/\/admin\/messages\?message=/);
  const details = admin.getByRole('region', { name: 'Message details' });
  await expect(
    details.getByText('Could you crochet a <b>sage</b> baby blanket by June?'),
  ).toBeVisible();

  const reply = 'Hello Wren! Yes, a sage blanket can be ready by the end of May.';
  await details.getByLabel('Your response').fill(`  ${reply}  `);
  await details.getByRole('button', { name: 'Send Response' }).click();

  await expect(details.getByText('Responded', { exact: true })).toBeVisible();
  await expect(details.getByText(reply)).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Send Response' })).toHaveCount(0);
  await expect(item).toContainText('Responded');

  const mail = await latestMailTo(visitor);
  expect(mail).toContain('Subject: Re: your message to Loop & Lantern');
  expect(mail).toContain(reply);

  // Answered now, so it is no longer unread.
  expect(await unreadMessages(admin)).toBe(unreadBefore);
});

test('the maker publishes a post with an image and it leads the blog', async ({
  browser,
  baseURL,
  page,
}) => {
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin/blog');
  const title = `Studio notes ${Date.now()}`;
  const content =
    'This month I finally finished the lantern-stitch blanket that gave this shop its name. ' +
    'It took eleven skeins of merino, two false starts and a lot of tea.\n\n' +
    'Next up: tiny amigurumi foxes for the winter drop.';

  const form = admin.getByRole('region', { name: 'Create New Post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill(content);
  await form.getByRole('button', { name: 'Publish Post' }).click();
  await expect(form.getByText('Please upload a blog post image')).toBeVisible();

  await form.getByLabel('Image').setInputFiles({
    name: 'lantern-blanket.png',
    mimeType: 'image/png',
    buffer: await drawCoverImage(admin),
  });
  await form.getByRole('button', { name: 'Publish Post' }).click();
  await expect(form.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(admin.getByRole('article', { name: title })).toBeVisible();

  await page.goto('/blog');
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .first();
  const card = first.getByRole('article');
  await expect(card).toHaveAccessibleName(title);
  await expect(card.getByText(`${content.slice(0, 150).trimEnd()}...`)).toBeVisible();
  await expect(card.getByText(`By ${ADMIN.email}`)).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(card.getByText(today)).toBeVisible();
  const cover = card.locator('img');
  await expect(cover).toHaveAttribute('src', /^\/uploads\/blog\/.+\.webp$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Next up: tiny amigurumi foxes for the winter drop.')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
});

test('a reader subscribes in the footer and confirms by the link in the mail', async ({
  page,
  expectConsole,
}) => {
  // Subscribing a confirmed address again answers 409, which Chromium logs as a failed resource.
  expectConsole(/Failed to load resource.*409/);
  const reader = `reader-${Date.now()}@example.com`;
  await page.goto('/blog');
  const signup = page.getByRole('form', { name: 'Newsletter signup' });

  await signup.getByLabel('Email address').fill('not-an-address');
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Please enter a valid email address')).toBeVisible();

  await signup.getByLabel('Email address').fill(reader);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
  // Shown for 3 seconds, then the form is ready again.
  await expect(signup.getByText('Successfully subscribed to our newsletter!')).toBeHidden({
    timeout: 6000,
  });

  // Double opt-in: the mail's link opens a page, and only its button confirms.
  const confirmation = await latestMailTo(reader);
  expect(confirmation).toMatch(/^Subject: Confirm your .* newsletter subscription/m);
  await page.goto(
    firstLink(confirmation, /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?[^\s"<>]+/),
  );
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await expect(page.getByText(reader)).toBeVisible();

  await page.goto('/blog');
  await signup.getByLabel('Email address').fill(reader);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    signup.getByText('This email is already subscribed to our newsletter.'),
  ).toBeVisible();
});
