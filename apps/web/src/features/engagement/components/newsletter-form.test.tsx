import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_SUCCESS_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import type {
  NewsletterSubscribeInput,
  NewsletterSubscribeResult,
} from '@shop/shared/schemas/engagement';
import { NewsletterForm } from './newsletter-form';
import { apiError, recordPosts, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const subscribed = () =>
  HttpResponse.json<NewsletterSubscribeResult>({ status: 'subscribed' }, { status: 201 });
const api = recordPosts<NewsletterSubscribeInput>('*/api/newsletter/subscribe', subscribed);

afterEach(() => {
  vi.useRealTimers();
});

function renderForm() {
  renderWithProviders(<NewsletterForm />);
  return {
    input: screen.getByLabelText('Email address'),
    button: screen.getByRole('button', { name: /subscribe/i }),
  };
}

describe('NewsletterForm', () => {
  it.each(['not-an-email', 'a@b', 'two words@example.com', '   '])(
    'never sends the invalid address %j to the server',
    async (address) => {
      const user = userEvent.setup();
      const { input, button } = renderForm();
      if (address.trim()) await user.type(input, address);
      await user.click(button);
      expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      // Give a stray request every chance to arrive.
      await new Promise((r) => setTimeout(r, 50));
      expect(api.received).toEqual([]);
    },
  );

  it('subscribes, shows the success text for 3 seconds, then returns to idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input, button } = renderForm();
    await user.type(input, '  Reader@Example.com ');
    await user.click(button);

    expect(await screen.findByText(MESSAGES.subscribed)).toBeInTheDocument();
    expect(api.received).toEqual([{ email: 'reader@example.com' }]);
    expect(input).toHaveValue('');

    await act(async () => {
      vi.advanceTimersByTime(NEWSLETTER_SUCCESS_MS - 200);
    });
    expect(screen.getByText(MESSAGES.subscribed)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText(MESSAGES.subscribed)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says when the address is already subscribed', async () => {
    api.answer = () => apiError(409, { code: 'conflict', message: MESSAGES.alreadySubscribed });
    const user = userEvent.setup();
    const { input, button } = renderForm();
    await user.type(input, 'known@example.com');
    await user.click(button);
    expect(await screen.findByText(MESSAGES.alreadySubscribed)).toBeInTheDocument();
    expect(input).toHaveValue('known@example.com');
  });

  it('says the subscription failed when the server does', async () => {
    api.answer = () =>
      apiError(500, { code: 'internal', message: 'Something went wrong. Please try again.' });
    const user = userEvent.setup();
    const { input, button } = renderForm();
    await user.type(input, 'reader@example.com');
    await user.click(button);
    expect(await screen.findByText(MESSAGES.subscribeFailed)).toBeInTheDocument();
  });

  it('shows the loading state while the request is on its way', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/newsletter/subscribe', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ status: 'subscribed' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { input, button } = renderForm();
    await user.type(input, 'reader@example.com');
    await user.click(button);
    expect(await screen.findByRole('button', { name: /subscribing/i })).toBeDisabled();
    release();
    expect(await screen.findByText(MESSAGES.subscribed)).toBeInTheDocument();
  });
});
