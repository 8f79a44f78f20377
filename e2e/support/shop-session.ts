/**
 * Signed-in browser contexts for the audit specs, one sign-in per role per run: the first spec
 * that needs a role signs in through the API and keeps the storage state (and the ids of what it
 * seeded) in the run's fresh data directory; later specs of the same run reuse them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { openDiscount } from '@shop/shared/testing/discounts';
import { E2E_DATA_DIR } from '../playwright.config';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
export const PASSWORD = 'a long test password';

export type Role = 'visitor' | 'customer' | 'admin';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Saved<T> = { state: StorageState; data: T };

const stateFile = (name: string) => path.join(E2E_DATA_DIR, `e2e-session-${name}.json`);

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;

/** POST with the Origin header the server's CSRF check expects. */
export async function postJson(
  request: APIRequestContext,
  baseURL: string,
  url: string,
  data?: unknown,
) {
  const res = await request.post(url, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as unknown;
}

/** Creates a discount code as the maker: no conditions (any cart, any time, no limit) but `input`. */
export const createDiscount = (
  admin: APIRequestContext,
  baseURL: string,
  input: Parameters<typeof openDiscount>[0],
) => postJson(admin, baseURL, '/api/admin/discounts', openDiscount(input));

/**
 * A context signed in as `name`, set up once per run by `setUp` (which signs in with the
 * context's request and may seed data, returning what the specs need to know).
 */
export async function signedInContext<T>(
  browser: Browser,
  baseURL: string,
  name: string,
  setUp: (request: APIRequestContext) => Promise<T>,
): Promise<{ context: BrowserContext; data: T }> {
  const saved = await fs
    .readFile(stateFile(name), 'utf8')
    .then((text) => JSON.parse(text) as Saved<T>)
    .catch(() => null);
  if (saved) {
    const context = await browser.newContext({ baseURL, storageState: saved.state });
    return { context, data: saved.data };
  }
  const context = await browser.newContext({ baseURL });
  const data = await setUp(context.request);
  const state = await context.storageState();
  await fs.mkdir(E2E_DATA_DIR, { recursive: true });
  await fs.writeFile(stateFile(name), JSON.stringify({ state, data } satisfies Saved<T>));
  return { context, data };
}

export async function signInAdmin(request: APIRequestContext, baseURL: string) {
  await postJson(request, baseURL, '/api/auth/sign-in/email', ADMIN);
}

export async function signUpCustomer(request: APIRequestContext, baseURL: string, tag: string) {
  const email = uniqueEmail(tag);
  await postJson(request, baseURL, '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: tag,
  });
  return email;
}
