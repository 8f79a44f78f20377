import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/accounts/store';
import { apiError, jsonBody, mockApi, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { TwoFactorSection } from './two-factor-section';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2025-11-03T12:00:00.000Z' };
const me = (twoFactorEnabled: boolean) => ({
  ...alice,
  role: 'user',
  isAdmin: false,
  twoFactorEnabled,
  mustSetUpTwoFactor: false,
});
const URI =
  'otpauth://totp/Shop:alice%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Shop';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);

let isOn = false;
const sent: { path: string; body: unknown }[] = [];
beforeEach(() => {
  isOn = false;
  useSessionStore.setState({ user: alice });
  server.use(
    mockApi.get('/api/me', () => me(isOn)),
    mockApi.post('/api/auth/two-factor/enable', async (info) => {
      const body = await jsonBody<{ password: string }>(info);
      sent.push({ path: 'enable', body });
      if (body.password !== 'right password') {
        return Response.json(
          { code: 'INVALID_PASSWORD', message: 'Invalid password' },
          { status: 400 },
        );
      }
      return { totpURI: URI, backupCodes: CODES };
    }),
    mockApi.post('/api/auth/two-factor/verify-totp', async (info) => {
      const body = await jsonBody<{ code: string }>(info);
      sent.push({ path: 'verify', body });
      if (body.code !== '123456')
        return apiError(401, { code: 'INVALID_CODE', message: 'Invalid code' });
      isOn = true;
      return { token: 't' };
    }),
    mockApi.post('/api/auth/two-factor/disable', () => {
      isOn = false;
      return { status: true };
    }),
  );
});
afterEach(() => {
  sent.length = 0;
  useSessionStore.setState({ user: null });
});

describe('TwoFactorSection', () => {
  // A long interaction: more time than the default on a busy machine.
  it(
    'sets up two-factor sign-in: password, key and code, then the recovery codes',
    { timeout: 15_000 },
    async () => {
      const { user } = renderWithProviders(<TwoFactorSection />);
      await user.click(await screen.findByRole('button', { name: 'Turn on' }));
      await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter your password.');
      await user.type(screen.getByLabelText('Your password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
      await user.clear(screen.getByLabelText('Your password'));
      await user.click(screen.getByLabelText('Your password'));
      await user.paste('right password');
      await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

      expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
      expect(screen.getByTestId('totp-key')).toHaveTextContent('GEZD GNBV GY3T QOJQ');
      await user.type(screen.getByLabelText('Code from the app'), '12345');
      await user.click(screen.getByRole('button', { name: 'Turn on' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code from your app.');
      await user.clear(screen.getByLabelText('Code from the app'));
      await user.type(screen.getByLabelText('Code from the app'), '123456');
      await user.click(screen.getByRole('button', { name: 'Turn on' }));

      const codes = await screen.findByTestId('recovery-codes');
      expect(codes).toHaveTextContent('Two-factor sign-in is on.');
      for (const code of CODES) expect(codes).toHaveTextContent(code);
      await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
      expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
      expect(screen.getByText(/On: signing in with your password also asks/)).toBeInTheDocument();
    },
  );

  it('turns it off with the password', async () => {
    isOn = true;
    const { user } = renderWithProviders(<TwoFactorSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByLabelText('Your password'));
    await user.paste('right password');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    server.use(mockApi.get('/api/me', () => apiError(500, { code: 'internal', message: 'x' })));
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText('Could not load your sign-in settings.')).toBeInTheDocument();
  });
});
