import { createAdminProduct, createImageFile } from '@/test/factories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { AdminProductInput } from '@shop/shared/schemas/admin-product';
import type { ProductImage } from '@shop/shared/schemas/product';
import { ProductForm } from './product-form';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const uploadedImage = (n: number): ProductImage => ({
  src: `/uploads/products/00000000-0000-4000-8000-00000000000${n}-800.webp`,
  variants: [
    { width: 400, src: `/uploads/products/00000000-0000-4000-8000-00000000000${n}-400.webp` },
    { width: 800, src: `/uploads/products/00000000-0000-4000-8000-00000000000${n}-800.webp` },
  ],
});

const product = createAdminProduct({
  images: [uploadedImage(1), uploadedImage(2)],
  wishlistCount: 2,
});

let uploadedFileCounts: number[] = [];
/** Sizes of the uploaded files, in the order sent (jsdom's FormData drops file names). */
let uploadedSizes: number[] = [];
let saved: { method: string; url: string; body: AdminProductInput }[] = [];
let saveStatus = 200;
let uploadStatus = 200;

const handlers = [
  http.post('*/api/admin/uploads', async ({ request }) => {
    const files = (await request.formData()).getAll('images');
    uploadedFileCounts.push(files.length);
    uploadedSizes.push(...files.map((f) => (f as File).size));
    if (uploadStatus !== 200) {
      return HttpResponse.json(
        { error: { code: 'unsupported_media_type', message: MESSAGES.invalidImageTypes } },
        { status: uploadStatus },
      );
    }
    return HttpResponse.json({ images: files.map((_, i) => uploadedImage(i + 5)) });
  }),
  http.post('*/api/admin/products', async ({ request }) => {
    const body = (await request.json()) as AdminProductInput;
    saved.push({ method: 'POST', url: request.url, body });
    if (saveStatus !== 200) {
      return HttpResponse.json(
        { error: { code: 'internal', message: 'x' } },
        { status: saveStatus },
      );
    }
    return HttpResponse.json({ ...product, id: 'new', name: body.name }, { status: 201 });
  }),
  http.put('*/api/admin/products/:id', async ({ request }) => {
    const body = (await request.json()) as AdminProductInput;
    saved.push({ method: 'PUT', url: request.url, body });
    return HttpResponse.json({
      ...product,
      name: body.name,
      priceCents: Math.round(body.price * 100),
    });
  }),
];
beforeEach(() => server.use(...handlers));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  uploadedFileCounts = [];
  uploadedSizes = [];
  saved = [];
  saveStatus = 200;
  uploadStatus = 200;
});

function renderForm(ui: ReactElement) {
  return renderWithProviders(ui);
}

const png = (name = 'a.png', size = 1000) => createImageFile(name, 'image/png', size);

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Marigold Bunny');
  await user.selectOptions(screen.getByLabelText('Category'), 'amigurumi');
  await user.clear(screen.getByLabelText('Price ($)'));
  await user.type(screen.getByLabelText('Price ($)'), '24.5');
  await user.clear(screen.getByLabelText('Stock'));
  await user.type(screen.getByLabelText('Stock'), '5');
  await user.type(screen.getByLabelText('Description'), 'Floppy ears.');
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ProductForm (add)', () => {
  it('starts with price 0 and stock 0, and requires the text fields and an image', async () => {
    const user = userEvent.setup();
    renderForm(<ProductForm onSaved={vi.fn()} />);
    expect(screen.getByLabelText('Price ($)')).toHaveValue(0);
    expect(screen.getByLabelText('Stock')).toHaveValue(0);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.productImageRequired);
    expect(saved).toEqual([]);
  });

  it("checks files with the shop's messages before uploading anything", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderForm(<ProductForm onSaved={vi.fn()} />);
    await user.upload(
      fileInput(container),
      new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidImageTypes);
    await user.upload(fileInput(container), png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.imagesTooLarge);
    await user.upload(fileInput(container), [png('1.png'), png('2.png'), png('3.png')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(fileInput(container), [png('4.png'), png('5.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.tooManyImages);
    expect(uploadedFileCounts).toEqual([]);
  });

  it('refuses a renamed non-image by its bytes at once, with no broken tile', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<ProductForm onSaved={vi.fn()} />);
    const fake = new File(['not a picture at all'], 'cover.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(container), fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidImageTypes);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(uploadedFileCounts).toEqual([]);
  });

  it('uploads the chosen images, then adds the product with them in order', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { container } = renderForm(<ProductForm onSaved={onSaved} />);
    await fillFields(user);
    await user.upload(fileInput(container), [png('front.png', 1001), png('back.png', 1002)]);
    // The second image becomes the cover.
    await user.click(await screen.findByRole('button', { name: 'Move image 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(uploadedFileCounts).toEqual([2]);
    expect(uploadedSizes).toEqual([1002, 1001]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).toEqual({
      name: 'Marigold Bunny',
      category: 'amigurumi',
      description: 'Floppy ears.',
      price: 24.5,
      stock: 5,
      images: [uploadedImage(5), uploadedImage(6)],
      kind: 'physical',
    });
    // Ready for the next product.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the upload's refusal, and the shop's fallback when adding fails", async () => {
    const user = userEvent.setup();
    const { container } = renderForm(<ProductForm onSaved={vi.fn()} />);
    await fillFields(user);
    await user.upload(fileInput(container), png());
    uploadStatus = 415;
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(MESSAGES.invalidImageTypes)).toBeInTheDocument();

    uploadStatus = 200;
    saveStatus = 500;
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(MESSAGES.productAddFailed)).toBeInTheDocument();
    // A retry does not upload the same files again.
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(uploadedFileCounts).toEqual([1, 1]);
  });
});

describe('ProductForm (edit)', () => {
  it('edits every field and removes an image', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(<ProductForm product={product} onSaved={onSaved} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Sage Market Tote');
    expect(screen.getByLabelText('Category')).toHaveValue('bags');
    expect(screen.getByLabelText('Price ($)')).toHaveValue(45.5);
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '52');
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    const images = screen.getByRole('group', { name: 'Images' });
    expect(within(images).getAllByRole('img')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(uploadedFileCounts).toEqual([]);
    expect(saved[0]).toMatchObject({
      method: 'PUT',
      body: {
        name: 'Sage Market Tote',
        category: 'bags',
        price: 52,
        stock: 3,
        // The stock the form was loaded with: the server applies the change as a difference.
        expectedStock: 3,
        images: [uploadedImage(2)],
      },
    });
    expect(saved[0]!.url).toMatch(/\/api\/admin\/products\/p1$/);
  });
});
