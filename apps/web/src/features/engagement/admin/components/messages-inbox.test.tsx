import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import type { ContactMessage, ContactMessageList } from '@shop/shared/schemas/engagement';
import { MessageDetail } from './message-detail';
import { MessagesInbox } from './messages-inbox';
import { server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const hostile: ContactMessage = {
  id: 'm-hostile',
  name: '<script>window.__pwned = "name"</script>Mallory',
  email: 'mallory@example.com',
  instagramUsername: null,
  message:
    'Hi <script>window.__pwned = 1</script>\n<img src=x onerror="window.__pwned = 2">\n<a href="javascript:window.__pwned = 3">my shop</a>',
  status: 'pending',
  response: null,
  respondedAt: null,
  createdAt: '2024-06-02T09:30:00.000Z',
};

const older: ContactMessage = {
  id: 'm-older',
  name: 'Bea',
  email: 'bea@example.com',
  instagramUsername: 'bea.knits',
  message: 'Thank you for the lovely hat!',
  status: 'responded',
  response: 'So glad you like it!',
  respondedAt: '2024-05-02T10:00:00.000Z',
  createdAt: '2024-05-01T08:00:00.000Z',
};

let inbox: ContactMessage[] = [];
let replyStatus = 200;
const replies: { id: string; response: string }[] = [];

const handlers = [
  http.get('*/api/admin/messages', () => HttpResponse.json<ContactMessageList>({ items: inbox })),
  http.post('*/api/admin/messages/:id/reply', async ({ params, request }) => {
    const { response } = (await request.json()) as { response: string };
    replies.push({ id: String(params.id), response });
    if (replyStatus !== 200) {
      return HttpResponse.json(
        { error: { code: 'internal', message: 'Something went wrong.' } },
        { status: replyStatus },
      );
    }
    const answered: ContactMessage = {
      ...inbox.find((m) => m.id === params.id)!,
      status: 'responded',
      response,
      respondedAt: '2024-06-03T14:05:00.000Z',
    };
    inbox = inbox.map((m) => (m.id === answered.id ? answered : m));
    return HttpResponse.json(answered);
  }),
];
beforeEach(() => server.use(...handlers));

afterEach(() => {
  replies.length = 0;
  replyStatus = 200;
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderInbox(path = '/admin/messages') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/messages" element={<MessagesInbox />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

function eventHandlerAttributes(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
  );
}

describe('MessageDetail', () => {
  it('shows a message with markup as text, creating no element or handler from it', () => {
    const { container } = renderWithProviders(<MessageDetail message={hostile} />);
    expect(screen.getByRole('heading', { name: hostile.name })).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === hostile.message),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('script, img')).toHaveLength(0);
    expect(eventHandlerAttributes(container)).toEqual([]);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:mallory@example.com']);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});

describe('MessagesInbox', () => {
  it('lists newest first with pending ones marked, and opens the one named in ?message', async () => {
    inbox = [hostile, older];
    renderInbox(`/admin/messages?message=${older.id}`);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Mallory');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Bea');
    expect(items[1]).toHaveTextContent('Responded');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('1 pending')).toBeInTheDocument();

    // The preselected, answered message shows its response and no reply box.
    const details = screen.getByRole('region', { name: 'Message details' });
    expect(within(details).getByText('So glad you like it!')).toBeInTheDocument();
    expect(within(details).getByText(/May 2, 2024/)).toBeInTheDocument();
    expect(within(details).queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('replies: refuses a blank response, sends the trimmed one, then hides the reply box', async () => {
    inbox = [hostile, older];
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Mallory/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`?message=${hostile.id}`);

    const details = screen.getByRole('region', { name: 'Message details' });
    const box = within(details).getByLabelText('Your response');
    await user.type(box, '   ');
    await user.click(within(details).getByRole('button', { name: 'Send Response' }));
    expect(await within(details).findByText('Please write a response')).toBeInTheDocument();
    expect(replies).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Thanks for writing! ');
    await user.click(within(details).getByRole('button', { name: 'Send Response' }));

    expect(await within(details).findByText('Thanks for writing!')).toBeInTheDocument();
    expect(replies).toEqual([{ id: hostile.id, response: 'Thanks for writing!' }]);
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(details).queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(details).getByText(/Responded/, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('All answered')).toBeInTheDocument();
  });

  it('shows SPEC’s failure text when the reply cannot be sent', async () => {
    inbox = [{ ...hostile }];
    replyStatus = 500;
    const user = userEvent.setup();
    renderInbox(`/admin/messages?message=${hostile.id}`);
    const box = await screen.findByLabelText('Your response');
    await user.type(box, 'Hello!');
    await user.click(screen.getByRole('button', { name: 'Send Response' }));
    expect(await screen.findByText(MESSAGES.replyFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Your response')).toHaveValue('Hello!');
  });

  it('has a back button to the list (for phones)', async () => {
    inbox = [hostile, older];
    const user = userEvent.setup();
    renderInbox(`/admin/messages?message=${older.id}`);
    await user.click(await screen.findByRole('button', { name: 'Back to messages' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/messages$/);
    expect(screen.getByText('Select a message to read it')).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    inbox = [];
    renderInbox();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
