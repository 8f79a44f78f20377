/**
 * Drop launches: a visitor asks to be told when an upcoming drop opens, confirms from the mail
 * (double opt-in), and at the release gets the one launch mail. The drop is released a few
 * seconds after it is made, and the test polls the outbox rather than sleeping.
 */
import { expect, test } from '../support/test';
import { firstLink, latestMailTo } from '../support/outbox';

const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
/** Long enough to fill the form and confirm before the release, on a busy machine. */
const RELEASE_IN_MS = 25_000;

test('a visitor asks to be told about a drop and gets the mail at release', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const maker = await browser.newContext({ baseURL });
  const signIn = await maker.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const listing = await (await maker.request.get('/api/products?pageSize=1')).json();
  const imageUrl = (listing.items[0].images[0].src as string).split('?')[0];
  const name = `Lantern Moths ${Date.now().toString(36)}`;
  const releaseAt = new Date(Date.now() + RELEASE_IN_MS);
  const created = await maker.request.post('/api/admin/monthly-drops', {
    headers: { origin: baseURL! },
    data: {
      name,
      description: 'Six moths with lantern-glow wings.',
      price: 36,
      stock: 6,
      imageUrl,
      releaseDate: releaseAt.toISOString().slice(0, 10),
      releaseAt: releaseAt.toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await maker.close();

  const visitor = `moth-watcher-${Date.now()}@example.com`;
  await page.goto('/');
  const upcoming = page.getByRole('article', { name: `Upcoming drop: ${name}` });
  await expect(upcoming).toBeVisible();
  const form = upcoming.getByRole('form', { name: `Notify me when ${name} launches` });
  await form.getByLabel('Notify me at launch').fill('not an address');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Notify me at launch').fill(visitor);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(upcoming.getByText(/Check your inbox/)).toBeVisible();

  const confirmation = await latestMailTo(visitor);
  expect(confirmation).toContain(`Confirm your launch notice for ${name}`);
  await page.goto(
    firstLink(confirmation, /https?:\/\/[^\s"<>]+\/api\/monthly-drops\/notify\/confirm\?[^\s"<>]+/),
  );
  await page.getByRole('button', { name: 'Yes, tell me at launch' }).click();
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();

  // At the release (the launch sweep runs every few seconds), the one launch mail arrives.
  await expect
    .poll(
      async () =>
        (await latestMailTo(visitor, { timeoutMs: 500 }).catch(() => '')).includes(
          `${name} is out now`,
        ),
      { timeout: RELEASE_IN_MS + 30_000, intervals: [1000] },
    )
    .toBe(true);
  const launch = await latestMailTo(visitor);
  expect(launch).toContain(`#drop-`);
});
