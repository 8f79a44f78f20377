import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupRun, BackupStatus } from '@shop/shared/schemas/backups';
import { apiError, mockApi, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { BackupCard, formatBytes } from './backup-card';

const run = (over: Partial<BackupRun>): BackupRun => ({
  id: 'run-1',
  startedAt: '2026-11-26T03:00:00.000Z',
  finishedAt: '2026-11-26T03:00:04.000Z',
  trigger: 'nightly',
  ok: true,
  fileName: 'loop-and-lantern-backup-2026-11-26T030000Z-CONTAINS-PERSONAL-DATA.tar.gz',
  sizeBytes: 5_452_595,
  error: null,
  ...over,
});

const status = (over: Partial<BackupStatus>): BackupStatus => ({
  lastRun: null,
  lastGood: null,
  storedIn: 'disk',
  keep: 14,
  ...over,
});

describe('BackupCard', () => {
  it('shows the last backup with its size and a download link to its file', async () => {
    const last = run({});
    server.use(mockApi.get('/api/admin/backups', () => status({ lastRun: last, lastGood: last })));
    renderWithProviders(<BackupCard />, { path: '/admin' });
    expect(await screen.findByText('5.2 MB')).toBeInTheDocument();
    expect(screen.getByText('Last backup')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download backup' });
    expect(download).toHaveAttribute('href', '/api/admin/backups/run-1/file');
    expect(download).toHaveAttribute('download', last.fileName);
  });

  it('says when there is no backup yet, then backs up now and shows the new one', async () => {
    let current = status({});
    server.use(
      mockApi.get('/api/admin/backups', () => current),
      mockApi.post('/api/admin/backups', () => {
        const made = run({ id: 'run-2', trigger: 'manual', sizeBytes: 2048 });
        current = status({ lastRun: made, lastGood: made });
        return made;
      }),
    );
    const { user } = renderWithProviders(<BackupCard />, { path: '/admin' });
    expect(await screen.findByText('No backup yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download backup' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('2.0 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download backup' })).toHaveAttribute(
      'href',
      '/api/admin/backups/run-2/file',
    );
  });

  it('shows a failed backup and what went wrong', async () => {
    const good = run({});
    server.use(
      mockApi.get('/api/admin/backups', () =>
        status({
          lastRun: run({
            id: 'run-3',
            ok: false,
            fileName: null,
            sizeBytes: null,
            error: 'disk full',
          }),
          lastGood: good,
        }),
      ),
    );
    renderWithProviders(<BackupCard />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last backup failed: disk full.',
    );
  });

  it('shows the refusal when a backup is already being made', async () => {
    server.use(
      mockApi.get('/api/admin/backups', () => status({})),
      mockApi.post('/api/admin/backups', () =>
        apiError(409, {
          code: 'conflict',
          message: 'A backup is being made right now. Try again in a minute.',
        }),
      ),
    );
    const { user } = renderWithProviders(<BackupCard />, { path: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A backup is being made right now. Try again in a minute.',
    );
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3 * 1024 * 1024 * 1024)).toBe('3.00 GB');
  });
});
