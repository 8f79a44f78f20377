import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shop/shared/schemas/audit';
import { apiError, mockApi, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ActivityLog } from './activity-log';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-20T10:30:00.000Z',
  kind: 'write',
  actorId: 'a1',
  actorEmail: 'maker@example.com',
  method: 'PUT',
  route: '/api/admin/products/:id',
  path: '/api/admin/products/p1',
  targetId: 'p1',
  status: 200,
  ip: '10.0.0.1',
  request: { price: 44 },
  before: { name: 'Chunky Pom-Pom Beanie', priceCents: 4200 },
  after: { name: 'Chunky Pom-Pom Beanie', priceCents: 4400 },
  ...over,
});

const ENTRIES = [
  entry({}),
  entry({
    kind: 'sign_in_failed',
    method: 'POST',
    route: '/api/auth/sign-in/email',
    status: 401,
    request: null,
    before: null,
    after: null,
  }),
];
const queries: URLSearchParams[] = [];

beforeEach(() => {
  queries.length = 0;
  server.use(
    mockApi.get('/api/admin/activity', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const kind = params.get('kind');
      const items = kind ? ENTRIES.filter((e) => e.kind === kind) : ENTRIES;
      return { items, total: items.length, page: 1, pageSize: 25 };
    }),
  );
});

describe('ActivityLog', () => {
  it('lists entries in words, opens one to its before and after, and filters by kind', async () => {
    const { user } = renderWithProviders(<ActivityLog />, { path: '/admin/activity' });
    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const sentence = 'Changed the price of Chunky Pom-Pom Beanie from $42.00 to $44.00';
    expect(items[0]).toHaveTextContent(sentence);
    expect(items[0]).toHaveTextContent('maker@example.com');
    expect(items[0]).toHaveTextContent('Done');
    expect(items[1]).toHaveTextContent('Failed to sign in');
    expect(items[1]).toHaveTextContent('Refused (401)');

    await user.click(within(items[0]!).getByText(sentence));
    expect(within(items[0]!).getByText(/"priceCents": 4200/)).toBeVisible();
    expect(within(items[0]!).getByText(/"priceCents": 4400/)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Kind'), 'sign_in_failed');
    await screen.findByText('1 entry');
    expect(queries.at(-1)?.get('kind')).toBe('sign_in_failed');
  });

  it('searches, and says when nothing matches', async () => {
    server.use(
      mockApi.get('/api/admin/activity', () => ({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const { user } = renderWithProviders(<ActivityLog />, { path: '/admin/activity' });
    await user.type(await screen.findByLabelText('Search activity'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('shows an error with Try Again', async () => {
    server.use(
      mockApi.get('/api/admin/activity', () => apiError(500, { code: 'internal', message: 'x' })),
    );
    renderWithProviders(<ActivityLog />, { path: '/admin/activity' });
    expect(await screen.findByText("We couldn't load the activity.")).toBeInTheDocument();
  });
});
