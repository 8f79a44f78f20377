import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import type { ProductImage } from '@shop/shared/schemas/product';
import { buildTestApp } from '../../../test/helpers.ts';
import { makeImage } from '../../../test/images.ts';
import { imageParts, multipartBody, type MultipartPart } from '../../../test/multipart.ts';

const t = await buildTestApp();
const admin = await t.signUp({ role: 'admin' });
const png = await makeImage('png', 900, 600);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function upload(parts: MultipartPart[], query = '') {
  return admin.inject({
    method: 'POST',
    url: `/api/admin/uploads${query}`,
    ...multipartBody(parts),
  });
}

/** Sends an upload that must be refused, and checks that nothing was stored. */
async function expectRefused(parts: MultipartPart[], status: number, message: string, query = '') {
  const before = await listFiles(t.dataDir);
  const res = await upload(parts, query);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.message).toBe(message);
  expect(await listFiles(t.dataDir)).toEqual(before);
  return res;
}

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
  bytes.subarray(8, 12).toString('ascii') === 'WEBP';

async function storedBytes(src: string): Promise<Buffer> {
  expect(src).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-\d+\.webp$/);
  return fs.readFile(path.join(t.config.uploadsDir, src.slice('/uploads/'.length)));
}

/** A PNG whose header claims the given size, with one tiny compressed row of data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + 3 * 16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/admin/uploads', () => {
  it('re-encodes each image into WebP variants under server-made names', async () => {
    const jpeg = await makeImage('jpeg', 1600, 1000);
    const webp = await makeImage('webp', 300, 300);
    const res = await upload(
      imageParts([
        { bytes: png, filename: 'my photo.png' },
        { bytes: jpeg, filename: 'big.jpg', type: 'image/jpeg' },
        { bytes: webp, filename: 'small.webp', type: 'image/webp' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const images: ProductImage[] = res.json().images;
    expect(images.map((i) => i.variants.map((v) => v.width))).toEqual([
      [400, 800, 900],
      [400, 800, 1200],
      [300],
    ]);
    for (const image of images) {
      expect(image.src).toBe(image.variants.at(-1)!.src);
      expect(image.src).not.toMatch(/photo|big|small/);
      for (const variant of image.variants) {
        const bytes = await storedBytes(variant.src);
        expect(isWebp(bytes)).toBe(true);
        expect((await sharp(bytes).metadata()).width).toBe(variant.width);
      }
    }
    const served = await t.app.inject({ method: 'GET', url: images[0]!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('decides the type by content, not by the name or declared type', async () => {
    const res = await upload([
      { name: 'images', filename: 'notes.txt', type: 'text/plain', bytes: png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images).toHaveLength(1);
  });

  it('files blog and drop images in their own folders', async () => {
    for (const folder of ['blog', 'drops']) {
      const res = await upload(imageParts([{ bytes: png }]), `?single=true&folder=${folder}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().images[0].src).toMatch(new RegExp(`^/uploads/${folder}/`));
    }
  });

  it('refuses bytes that are not JPG, PNG or WebP, whatever the name', async () => {
    const fakes = [
      {
        filename: 'photo.png',
        type: 'image/png',
        bytes: Buffer.from('just some text, not a picture'),
      },
      { filename: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') },
      { filename: 'photo.webp', type: 'image/webp', bytes: Buffer.from('MZ\x90\x00executable') },
      { filename: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
      // Right magic bytes, but nothing decodable behind them.
      {
        filename: 'broken.png',
        type: 'image/png',
        bytes: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]),
      },
    ];
    for (const fake of fakes) {
      await expectRefused([{ name: 'images', ...fake }], 415, MESSAGES.invalidImageTypes);
    }
  });

  it('refuses an SVG with a script, whatever it is called', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
    for (const [filename, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      await expectRefused(
        [{ name: 'images', filename, type, bytes: svg }],
        415,
        MESSAGES.invalidImageTypes,
      );
    }
  });

  it('stores a clean re-encode of a JPEG with HTML appended', async () => {
    const payload = '<html><script>alert("stored xss")</script></html>';
    const jpeg = Buffer.concat([await makeImage('jpeg', 640, 480), Buffer.from(payload)]);
    const res = await upload(imageParts([{ bytes: jpeg, filename: 'x.jpg', type: 'image/jpeg' }]));
    expect(res.statusCode, res.body).toBe(200);
    const image: ProductImage = res.json().images[0];
    expect(image.variants.map((v) => v.width)).toEqual([400, 640]);
    for (const variant of image.variants) {
      const bytes = await storedBytes(variant.src);
      expect(isWebp(bytes)).toBe(true);
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('stored xss')).toBe(false);
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    await expectRefused(imageParts([{ bytes: png }, { bytes: big }]), 413, MESSAGES.imagesTooLarge);
    await expectRefused(imageParts([{ bytes: big }]), 413, MESSAGES.imageTooLarge, '?single=true');
  });

  it('cuts off a request announcing more bytes than any valid upload before reading it', async () => {
    const before = await listFiles(t.dataDir);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(21 * 1024 * 1024),
      },
      payload: 'tiny',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MESSAGES.imagesTooLarge);
    expect(res.headers.connection).toBe('close');
    expect(await listFiles(t.dataDir)).toEqual(before);
  });

  it('refuses a fifth image, and a second one in single mode', async () => {
    const five = imageParts(Array.from({ length: 5 }, () => ({ bytes: png })));
    await expectRefused(five, 400, MESSAGES.tooManyImages);
    const six = imageParts(Array.from({ length: 6 }, () => ({ bytes: png })));
    await expectRefused(six, 400, MESSAGES.tooManyImages);
    const two = imageParts([{ bytes: png }, { bytes: png }]);
    await expectRefused(two, 400, MESSAGES.invalidImageType, '?single=true');
  });

  it('refuses pixel floods (decompression bombs)', async () => {
    await expectRefused(
      imageParts([{ bytes: pngClaiming(100_000, 100_000) }]),
      415,
      MESSAGES.invalidImageTypes,
    );
    // A real, fully valid image: tiny on disk, 42 megapixels once decoded.
    const flood = await sharp({
      create: { width: 7000, height: 6000, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expectRefused(imageParts([{ bytes: flood }]), 415, MESSAGES.invalidImageTypes);
  });

  it('never uses the client file name: a name with ../ is refused and writes nothing', async () => {
    const parent = path.dirname(t.dataDir);
    const outside = await listFiles(parent).then((files) =>
      files.filter((f) => f.includes('evil')),
    );
    for (const filename of ['../../evil.png', '..\\..\\evil.png', 'a/../../evil.png']) {
      await expectRefused(imageParts([{ bytes: png, filename }]), 400, MESSAGES.invalidImageTypes);
    }
    const after = await listFiles(parent).then((files) => files.filter((f) => f.includes('evil')));
    expect(after).toEqual(outside);
  });

  it('stores nothing when one file of a batch is bad', async () => {
    await expectRefused(
      imageParts([
        { bytes: png },
        { bytes: png },
        { bytes: Buffer.from('<?php system($_GET[c]); ?>') },
      ]),
      415,
      MESSAGES.invalidImageTypes,
    );
  });

  it('asks for at least one image', async () => {
    await expectRefused([{ name: 'note', bytes: 'hello' }], 400, MESSAGES.productImageRequired);
    const json = await admin.inject({ method: 'POST', url: '/api/admin/uploads', payload: {} });
    expect(json.statusCode).toBe(400);
  });

  it('refuses anonymous callers and shoppers before reading the body', async () => {
    const form = multipartBody(imageParts([{ bytes: png }]));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      ...form,
      headers: { ...form.headers, origin: 'http://localhost:3000' },
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await t.signUp();
    const res = await shopper.inject({ method: 'POST', url: '/api/admin/uploads', ...form });
    expect(res.statusCode).toBe(403);
  });
});
