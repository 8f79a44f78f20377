import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from './app-error.ts';
import { readCookie } from './cookies.ts';
import { FORM_FLASH_COOKIE, takeFormFlash } from './form-flash.ts';
import { formRoute, parseFormBody, registerFormRoutes } from './form-route.ts';
import { readSignedValue, signValue } from './signed-value.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const FORM = 'application/x-www-form-urlencoded';

async function buildFormApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', { authSecret: SECRET, config: { isProduction: false } } as never);
  const done: string[] = [];
  await registerFormRoutes(app, [
    async (scope) => {
      formRoute(scope, '/note', {
        form: 'note',
        schema: z.object({
          text: z.string().min(2, 'Too short'),
          password: z.string().optional(),
          more: z.string().optional(),
        }),
        handle: async ({ text }) => {
          if (text === 'taken') throw conflict('That note exists', { text: 'Pick another' });
          done.push(text);
          return { notice: 'Saved' };
        },
      });
    },
  ]);
  // A page reads the flash the way the storefront renderer does.
  app.get('/page', async (request, reply) =>
    takeFormFlash(request, reply, { authSecret: SECRET, secure: false }),
  );
  return { app, done };
}

const flashOf = (setCookie: string | string[] | undefined) => {
  const list = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const cookie = list.find((c) => c.startsWith(`${FORM_FLASH_COOKIE}=`)) ?? '';
  return cookie.split(';')[0]!;
};

describe('HTML form routes', () => {
  it('parses a form body, repeated names as a list', () => {
    expect(parseFormBody('a=1&b=x+y&b=%C3%A9')).toEqual({ a: '1', b: ['x y', 'é'] });
  });

  it('answers a good post with a 303 back to the form and a notice', async () => {
    const { app, done } = await buildFormApp();
    const response = await app.inject({
      method: 'POST',
      url: '/forms/note',
      headers: { 'content-type': FORM },
      payload: 'form=note&returnTo=%2Fnotes%3Fa%3D1&text=hello',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/notes?a=1');
    expect(done).toEqual(['hello']);
    const page = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { cookie: flashOf(response.headers['set-cookie']) },
    });
    expect(page.json()).toEqual({ form: 'note', values: {}, errors: {}, notice: 'Saved' });
    // Read once: the page deletes it.
    expect(String(page.headers['set-cookie'])).toContain(
      `${FORM_FLASH_COOKIE}=; Path=/; Max-Age=0`,
    );
  });

  it('sends a refused post back with the reasons and the values typed, never a password', async () => {
    const { app, done } = await buildFormApp();
    for (const [text, errors, message] of [
      ['a', { text: 'Too short' }, 'Please check the form.'],
      ['taken', { text: 'Pick another' }, 'That note exists'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/forms/note',
        headers: { 'content-type': FORM },
        payload: `form=note&returnTo=%2Fnotes&text=${text}&password=secret`,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/notes');
      const page = await app.inject({
        method: 'GET',
        url: '/page',
        headers: { cookie: flashOf(response.headers['set-cookie']) },
      });
      expect(page.json()).toEqual({ form: 'note', values: { text }, errors, message });
    }
    expect(done).toEqual([]);
  });

  it('keeps a long text typed (a few paragraphs) whole in the flash', async () => {
    const { app } = await buildFormApp();
    const paragraphs = Array.from(
      { length: 30 },
      (_, i) => `Paragraph ${i}: a blanket in sage and cream, with a scalloped edge, please.`,
    ).join('\n');
    expect(paragraphs.length).toBeGreaterThan(2000);
    const response = await app.inject({
      method: 'POST',
      url: '/forms/note',
      headers: { 'content-type': FORM },
      payload: new URLSearchParams({
        form: 'note',
        returnTo: '/',
        text: 'a',
        more: paragraphs,
      }).toString(),
    });
    const page = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { cookie: flashOf(response.headers['set-cookie']) },
    });
    expect(page.json()).toMatchObject({ values: { text: 'a', more: paragraphs } });
    // Text that cannot be made to fit a cookie is left out; the rest of the flash still comes.
    const noise = Array.from({ length: 6000 }, (_, i) =>
      String.fromCodePoint(0x4e00 + ((i * 7919) % 20000)),
    ).join('');
    const tooLong = await app.inject({
      method: 'POST',
      url: '/forms/note',
      headers: { 'content-type': FORM },
      payload: new URLSearchParams({
        form: 'note',
        returnTo: '/',
        text: 'a',
        more: noise,
      }).toString(),
    });
    const cookie = flashOf(tooLong.headers['set-cookie']);
    expect(cookie.length).toBeLessThan(4000);
    const second = await app.inject({ method: 'GET', url: '/page', headers: { cookie } });
    expect(second.json()).toEqual({
      form: 'note',
      values: { text: 'a' },
      errors: { text: 'Too short' },
      message: 'Please check the form.',
    });
  });

  it('never goes back to another site, and ignores a forged or expired flash', async () => {
    const { app } = await buildFormApp();
    const response = await app.inject({
      method: 'POST',
      url: '/forms/note',
      headers: { 'content-type': FORM },
      payload: 'form=note&returnTo=%2F%2Fevil.example%2F&text=hello',
    });
    expect(response.headers.location).toBe('/');
    const cookie = flashOf(response.headers['set-cookie']);
    const value = decodeURIComponent(cookie.split('=')[1]!);
    const forged = value.replace(/^[^.]+/, Buffer.from('{"form":"x"}').toString('base64url'));
    const page = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { cookie: `${FORM_FLASH_COOKIE}=${encodeURIComponent(forged)}` },
    });
    expect(page.json()).toBeNull();
    const expired = signValue(SECRET, 'form-flash-v1', '{"form":"x"}', new Date(Date.now() - 1));
    expect(readSignedValue(SECRET, 'form-flash-v1', expired)).toBeNull();
    expect(readCookie({ cookie: `a=1; ${FORM_FLASH_COOKIE}=x%3Dy` }, FORM_FLASH_COOKIE)).toBe(
      'x=y',
    );
  });

  it('takes form bodies only under /forms', async () => {
    const { app } = await buildFormApp();
    app.post('/api/json-only', async () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/json-only',
      headers: { 'content-type': FORM },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(415);
  });
});
