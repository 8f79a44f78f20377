import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormFlash } from '@shop/shared/form-flash';
import { CUSTOM_ORDER_MESSAGES, customRequestSent } from '@shop/shared/schemas/custom-order';
import { FormFlashProvider } from '@/lib/form-flash';
import { recordPosts, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { useSessionStore } from '@/features/accounts/store';
import { CustomOrderForm } from './custom-order-form';

const api = recordPosts('*/api/custom-orders', () =>
  HttpResponse.json({ id: 'r1' }, { status: 201 }),
);

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('What would you like made?'), 'A sage blanket');
  await user.selectOptions(screen.getByLabelText('Category'), 'blankets');
  await user.type(screen.getByLabelText('Name'), 'Vera');
  await user.type(screen.getByLabelText('Email'), 'vera@example.com');
}

const photoUploads: number[] = [];
beforeEach(() => {
  photoUploads.length = 0;
  useSessionStore.setState({ user: null });
  server.use(
    http.post('*/api/custom-orders/photos', async ({ request }) => {
      const count = (await request.formData()).getAll('images').length;
      photoUploads.push(count);
      return HttpResponse.json({
        photos: Array.from({ length: count }, (_, i) => `/uploads/custom-orders/p-${i}.webp`),
      });
    }),
  );
});

function renderWithFlash(flash: FormFlash) {
  return renderWithProviders(
    <FormFlashProvider flash={flash}>
      <CustomOrderForm />
    </FormFlashProvider>,
    { path: '/custom-order' },
  );
}

describe('CustomOrderForm', { timeout: 20_000 }, () => {
  it('is a multipart HTML form to /forms/custom-order with every field named', () => {
    renderWithProviders(<CustomOrderForm />, { path: '/custom-order' });
    const form = screen.getByRole('form', { name: 'Custom order request' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/custom-order');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect([...new FormData(form as HTMLFormElement).keys()]).toEqual([
      'form',
      'returnTo',
      'description',
      'category',
      'size',
      'colours',
      'budgetMin',
      'budgetMax',
      'neededBy',
      'photos',
      'name',
      'email',
    ]);
    expect(screen.getByLabelText(/Reference photos/)).toHaveAttribute('name', 'photos');
  });

  it('sends what the fields hold, typed before the app ran, with the photos chosen', async () => {
    const { user } = renderWithProviders(<CustomOrderForm />);
    // Typed into the page's HTML: React heard nothing of it.
    const set = (label: string | RegExp, value: string) =>
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    (screen.getByLabelText('What would you like made?') as HTMLTextAreaElement).value =
      'A fox in rust';
    (screen.getByLabelText('Category') as HTMLSelectElement).value = 'amigurumi';
    set('Name', 'Ada');
    set('Email', 'ada@example.com');
    await user.upload(screen.getByLabelText(/Reference photos/), [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    expect(screen.getByText('2 photos chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(customRequestSent('ada@example.com'))).toBeInTheDocument();
    expect(photoUploads).toEqual([2]);
    expect(api.received).toEqual([
      expect.objectContaining({
        description: 'A fox in rust',
        category: 'amigurumi',
        name: 'Ada',
        photos: ['/uploads/custom-orders/p-0.webp', '/uploads/custom-orders/p-1.webp'],
      }),
    ]);
  });

  it('shows the server’s reasons and the text typed after a post without the app', () => {
    renderWithFlash({
      form: 'custom-order',
      values: {
        description: 'A blanket\nin sage',
        category: 'blankets',
        budgetMin: '300',
        budgetMax: '100',
        name: 'Vera',
        email: 'vera@example.com',
      },
      errors: { budgetMinCents: CUSTOM_ORDER_MESSAGES.budgetOrder, photos: 'Too big' },
      message: 'Please check the form.',
    });
    expect(screen.getByLabelText('What would you like made?')).toHaveValue('A blanket\nin sage');
    expect(screen.getByLabelText('Category')).toHaveValue('blankets');
    expect(screen.getByLabelText('Budget from ($, optional)')).toHaveValue(300);
    expect(screen.getByLabelText('Budget from ($, optional)')).toHaveAccessibleDescription(
      CUSTOM_ORDER_MESSAGES.budgetOrder,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('vera@example.com');
    expect(screen.getByText('Too big')).toBeInTheDocument();
  });

  it('shows the confirmation the server sent back', () => {
    renderWithFlash({
      form: 'custom-order',
      values: {},
      errors: {},
      notice: customRequestSent('vera@example.com'),
    });
    expect(screen.getByText(customRequestSent('vera@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Custom order request' })).not.toBeInTheDocument();
  });

  it('shows field errors for a budget the wrong way round and a past date, sending nothing', async () => {
    const { user } = renderWithProviders(<CustomOrderForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText('Budget from ($, optional)'), '300');
    await user.type(screen.getByLabelText('Budget up to ($, optional)'), '100');
    await user.type(screen.getByLabelText('Needed by (optional)'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.budgetOrder)).toBeInTheDocument();
    expect(screen.getByText(CUSTOM_ORDER_MESSAGES.neededByPast)).toBeInTheDocument();
    expect(api.received).toEqual([]);
  });

  it('sends the request in cents and confirms where the link went', async () => {
    const { user } = renderWithProviders(<CustomOrderForm />);
    await fillIn(user);
    await user.type(screen.getByLabelText('Budget up to ($, optional)'), '180');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(/We sent a confirmation to vera@example.com/),
    ).toBeInTheDocument();
    expect(api.received).toEqual([
      expect.objectContaining({
        description: 'A sage blanket',
        category: 'blankets',
        budgetMaxCents: 18000,
        photos: [],
        email: 'vera@example.com',
      }),
    ]);
  });

  it("shows the server's field errors on their fields", async () => {
    api.answer = () =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { budgetMinCents: 'From the server' },
          },
        },
        { status: 400 },
      );
    const { user } = renderWithProviders(<CustomOrderForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('From the server')).toBeInTheDocument();
  });
});
