/**
 * The custom order request as the HTML form a browser posts without the app
 * (`/forms/custom-order`, multipart/form-data with the text fields and the photos): a visitor's
 * request with a photo is stored, mailed and confirmed back on the form; a refusal goes back with
 * the reasons and the text typed (never the files), storing nothing; a signed-in requester's
 * request is the account's; a body no browser sends is a 400, never a 500.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { CUSTOM_ORDER_MESSAGES, customRequestSent } from '@shop/shared/schemas/custom-order';
import * as schema from '../../db/schema.ts';
import { FORM_FLASH_COOKIE } from '../../lib/form-flash.ts';
import { buildTestApp, nextClientIp, TEST_ORIGIN, type TestApp } from '../../../test/helpers.ts';
import { cookiesOf } from '../../../test/html-forms.ts';
import { makeImage } from '../../../test/images.ts';
import { multipartBody, type MultipartPart } from '../../../test/multipart.ts';
import { deliveredTo } from '../../../test/outbox-helpers.ts';

const MAKER_EMAIL = 'maker-form@example.com';
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ SHOP_OWNER_EMAIL: MAKER_EMAIL });
  png = await makeImage('png', 80, 60);
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

type Photo = { bytes: Buffer | string; filename?: string; type?: string };

/** The form as a browser posts it: its hidden fields, the text typed, then each photo chosen. */
function requestForm(fields: Record<string, string>, photos: Photo[] = []) {
  const parts: MultipartPart[] = [
    { name: 'form', bytes: 'custom-order' },
    { name: 'returnTo', bytes: '/custom-order' },
    ...Object.entries(fields).map(([name, value]) => ({ name, bytes: value })),
    ...(photos.length
      ? photos.map((photo, i) => ({
          name: 'photos',
          filename: photo.filename ?? `photo-${i + 1}.png`,
          type: photo.type ?? 'image/png',
          bytes: photo.bytes,
        }))
      : // A file input left empty still posts its part, with no file name and no bytes.
        [{ name: 'photos', filename: '', type: 'application/octet-stream', bytes: '' }]),
  ];
  return multipartBody(parts);
}

const typed = (over: Record<string, string> = {}) => ({
  description: 'A blanket in sage and cream,\nwith a scalloped edge',
  category: 'blankets',
  size: 'Throw',
  colours: 'Sage, cream',
  budgetMin: '120',
  budgetMax: '200.50',
  neededBy: inDays(60),
  name: 'Vera Visitor',
  email: `vera-form-${crypto.randomUUID().slice(0, 6)}@example.com`,
  ...over,
});

function post(body: ReturnType<typeof multipartBody>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/forms/custom-order',
    remoteAddress: nextClientIp(),
    headers: { ...body.headers, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** The flash the form's page is rendered with after `response`. */
async function flashAfter(response: { headers: Record<string, unknown> }) {
  const cookie = cookiesOf(response.headers['set-cookie']).find((c) =>
    c.startsWith(`${FORM_FLASH_COOKIE}=`),
  );
  if (!cookie) return null;
  const page = await t.app.inject({ method: 'GET', url: '/custom-order', headers: { cookie } });
  const state = /<script type="application\/json" id="render-state">(.*?)<\/script>/s.exec(
    page.body,
  );
  return (JSON.parse(state![1]!) as { flash: unknown }).flash as {
    form: string;
    values: Record<string, string>;
    errors: Record<string, string>;
    message?: string;
    notice?: string;
  };
}

const requestsFrom = (email: string) =>
  t.db.select().from(schema.customOrderRequests).where(eq(schema.customOrderRequests.email, email));

describe('the custom order form', () => {
  it('sends a visitor’s request with a photo, and confirms it back on the form', async () => {
    const fields = typed();
    const response = await post(requestForm(fields, [{ bytes: png }]));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/custom-order');
    expect(await flashAfter(response)).toMatchObject({
      form: 'custom-order',
      notice: customRequestSent(fields.email),
    });

    const [row] = await requestsFrom(fields.email);
    expect(row).toMatchObject({
      name: 'Vera Visitor',
      description: fields.description,
      category: 'blankets',
      budgetMinCents: 12000,
      budgetMaxCents: 20050,
      neededBy: fields.neededBy,
      userId: null,
      state: 'new',
    });
    const photos = await t.db
      .select()
      .from(schema.customOrderPhotos)
      .where(eq(schema.customOrderPhotos.requestId, row!.id));
    expect(photos).toHaveLength(1);
    expect(photos[0]!.url).toMatch(/\/custom-orders\/[0-9a-f-]{36}-\d+\.webp$/);
    const confirmation = await deliveredTo(t, fields.email);
    expect(confirmation[0]!.text).toContain(`/custom-order/follow/${row!.id}?token=`);
    const maker = await deliveredTo(t, MAKER_EMAIL);
    expect(maker.some((mail) => mail.subject.includes('Vera Visitor'))).toBe(true);
  });

  it('goes back with the reasons and the text typed, storing nothing', async () => {
    const fields = typed({ budgetMin: '300', budgetMax: '100', neededBy: '2001-01-01' });
    const response = await post(requestForm(fields, [{ bytes: png }]));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/custom-order');
    const flash = await flashAfter(response);
    expect(flash!.errors).toEqual({
      budgetMinCents: CUSTOM_ORDER_MESSAGES.budgetOrder,
      neededBy: CUSTOM_ORDER_MESSAGES.neededByPast,
    });
    // Every text comes back as typed (the line break too); the photo does not.
    expect(flash!.values).toEqual(fields);
    expect(await requestsFrom(fields.email)).toEqual([]);

    const blank = await flashAfter(
      await post(requestForm(typed({ description: '  ', category: '', budgetMin: 'lots' }))),
    );
    expect(blank!.errors).toMatchObject({
      description: CUSTOM_ORDER_MESSAGES.describe,
      category: CUSTOM_ORDER_MESSAGES.chooseCategory,
      budgetMin: 'Enter an amount in dollars, like 120 or 120.50',
    });
  });

  it('refuses photos that are not images, too many or too large, keeping the text', async () => {
    const before = await t.db.select({ n: count() }).from(schema.customOrderRequests);
    const cases: [Photo[], string][] = [
      [[{ bytes: 'not an image at all', filename: 'notes.png' }], MESSAGES.invalidImageTypes],
      [Array.from({ length: 6 }, () => ({ bytes: png })), CUSTOM_ORDER_MESSAGES.tooManyPhotos],
      [[{ bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }], MESSAGES.imagesTooLarge],
    ];
    for (const [photos, reason] of cases) {
      const fields = typed();
      const response = await post(requestForm(fields, photos));
      expect(response.statusCode).toBe(303);
      const flash = await flashAfter(response);
      expect(flash!.errors).toEqual({ photos: reason });
      expect(flash!.values).toEqual(fields);
    }
    expect(await t.db.select({ n: count() }).from(schema.customOrderRequests)).toEqual(before);
  });

  it('makes a signed-in requester’s request their account’s', async () => {
    const shopper = await t.signUp();
    const response = await post(
      requestForm(typed({ name: '', email: '' }), [{ bytes: png }]),
      shopper.cookie,
    );
    expect(response.statusCode).toBe(303);
    expect((await flashAfter(response))!.notice).toBe(customRequestSent(shopper.user.email));
    const [row] = await requestsFrom(shopper.user.email);
    expect(row!.userId).toBe(shopper.user.id);
    const list = await shopper.inject({ method: 'GET', url: '/api/account/custom-orders' });
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([row!.id]);
  });

  it('answers a body no browser sends 400, never 500', async () => {
    const good = requestForm(typed(), [{ bytes: png }]);
    const type = good.headers['content-type'];
    const boundary = /boundary=(.+)$/.exec(type)![1]!;
    const text = good.payload.toString('latin1');
    const headerEnd = text.indexOf('\r\n\r\n');
    const bodies: [string, string, Buffer | string][] = [
      ['no boundary', 'multipart/form-data', good.payload],
      ['a mismatched boundary', 'multipart/form-data; boundary=other', good.payload],
      ['cut short in the part headers', type, good.payload.subarray(0, headerEnd - 10)],
      ['cut short before the end', type, good.payload.subarray(0, good.payload.length - 8)],
      ['garbage', type, `--${boundary}\r\n\u0000\u00ff garbage\r\n`],
      [
        'a file in another field',
        type,
        multipartBody([{ name: 'x', filename: 'a.png', bytes: png }]).payload,
      ],
      [
        'a URL-encoded form',
        'application/x-www-form-urlencoded',
        'form=custom-order&description=x',
      ],
      ['JSON', 'application/json', '{"description":"x"}'],
    ];
    const answers: string[] = [];
    for (const [name, contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/forms/custom-order',
        remoteAddress: nextClientIp(),
        headers: {
          'content-type':
            name === 'a file in another field'
              ? multipartBody([]).headers['content-type']
              : contentType,
          origin: TEST_ORIGIN,
        },
        payload,
      });
      answers.push(`${name}: ${response.statusCode}`);
    }
    expect(answers).toEqual(bodies.map(([name]) => `${name}: 400`));
  });
});
