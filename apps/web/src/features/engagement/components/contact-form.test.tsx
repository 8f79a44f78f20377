import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SUCCESS_MS } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import type { ContactMessageInput } from '@shop/shared/schemas/engagement';
import { ContactForm } from './contact-form';
import { apiError, recordPosts } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const created = () => HttpResponse.json({ id: 'm1' }, { status: 201 });
const api = recordPosts<ContactMessageInput>('*/api/contact', created);

afterEach(() => {
  vi.useRealTimers();
});

function renderForm() {
  renderWithProviders(<ContactForm />);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, instagram = '') {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  if (instagram) await user.type(screen.getByLabelText(/Instagram username/), instagram);
  await user.type(screen.getByLabelText(/^Message/), 'Could you make a blanket in sage green?');
}

describe('ContactForm', () => {
  it('requires name, a valid email and a message before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(api.received).toEqual([]);
  });

  it('sends the message, shows the success text for 5 seconds and clears the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await fillIn(user, '@ada.makes');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(api.received).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Could you make a blanket in sage green?',
        instagramUsername: 'ada.makes',
      },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');

    await act(async () => {
      vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 200);
    });
    expect(screen.getByText(MESSAGES.contactSent)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText(MESSAGES.contactSent)).not.toBeInTheDocument();
  });

  it('sends no Instagram name when the optional field is left empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(api.received[0]!.instagramUsername).toBeNull();
  });

  it('says the message failed and keeps what was typed', async () => {
    api.answer = () => apiError(429, { code: 'rate_limited', message: 'Too many requests.' });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.contactFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'Could you make a blanket in sage green?',
    );
  });
});
