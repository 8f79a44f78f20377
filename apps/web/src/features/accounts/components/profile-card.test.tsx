import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfileCard } from './profile-card';
import { server } from '@/test/msw';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2025-11-03T12:00:00.000Z' };
const changes: unknown[] = [];

const handlers = [
  http.post('*/api/auth/change-password', async ({ request }) => {
    const body = (await request.json()) as { currentPassword: string };
    changes.push(body);
    if (body.currentPassword !== 'current pw 1') {
      return HttpResponse.json(
        { code: 'INVALID_PASSWORD', message: 'Invalid password' },
        { status: 400 },
      );
    }
    return HttpResponse.json({ token: null });
  }),
];
beforeEach(() => server.use(...handlers));
afterEach(() => {
  changes.length = 0;
});

function renderCard(isAdmin = false) {
  const router = createMemoryRouter([
    { path: '*', element: <ProfileCard user={alice} isAdmin={isAdmin} wishlistCount={2} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ProfileCard', () => {
  it('shows the email and the account-created date as MMMM d, yyyy', () => {
    renderCard();
    const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(valueOf('Account created')).toBe('November 3, 2025');
    expect(valueOf('Email')).toBe('alice@example.com');
    expect(screen.queryByRole('link', { name: /admin dashboard/i })).toBeNull();
  });

  it('links admins to the dashboard', () => {
    renderCard(true);
    expect(screen.getByRole('link', { name: /admin dashboard/i })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('changes the password: clear errors first, then the server’s, then success', async () => {
    const u = userEvent.setup();
    renderCard();
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change password' });

    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(within(form).getByText('Enter your current password.')).toBeInTheDocument();
    expect(within(form).getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await u.type(within(form).getByLabelText('Current password'), 'wrong pw 1');
    await u.type(within(form).getByLabelText('New password'), 'new password 2');
    await u.type(within(form).getByLabelText('Confirm new password'), 'new password 3');
    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(within(form).getByText('The two new passwords do not match.')).toBeInTheDocument();

    await u.clear(within(form).getByLabelText('Confirm new password'));
    await u.type(within(form).getByLabelText('Confirm new password'), 'new password 2');
    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid password');

    await u.clear(within(form).getByLabelText('Current password'));
    await u.type(within(form).getByLabelText('Current password'), 'current pw 1');
    await u.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await within(form).findByText(/Your password has been changed\./)).toBeInTheDocument();
    expect(changes.at(-1)).toEqual({
      currentPassword: 'current pw 1',
      newPassword: 'new password 2',
      revokeOtherSessions: true,
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});
