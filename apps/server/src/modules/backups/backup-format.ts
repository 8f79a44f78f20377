/**
 * The backup file (ADR 020, ADR 025): a gzipped tar holding, in this order,
 *   backup.json                  what it is: format version, when, from which database, the schema's migration
 *   README.txt                   a warning that it holds personal data, and how to restore it
 *   tables/<table>.jsonl         every row of every table (one JSON object a line), parents first
 *   secrets/auth-secret          the signing secret kept in the data directory, when in use
 *   uploads/<folder>/<file>      every uploaded image, byte for byte
 *   manifest.json                last: the counts, and every part above with its size and SHA-256
 * The manifest comes last because each part's checksum is known only once it is written; a
 * restore reads the whole file first and checks every part against it before writing anything.
 * One logical format for both databases, so a backup of the embedded shop restores into
 * PostgreSQL and back. Its name says that it holds secrets and personal data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHOP } from '@shop/shared/shop';
import { migrationsFolder } from '../../paths.ts';

export const BACKUP_FORMAT = 'loop-and-lantern-backup';
export const BACKUP_FORMAT_VERSION = 2;
/** Files of the first format (manifest first, no checksums) still restore, checked by their counts. */
export const FIRST_FORMAT_VERSION = 1;

export const ENTRY = {
  header: 'backup.json',
  manifest: 'manifest.json',
  readme: 'README.txt',
  tablePrefix: 'tables/',
  authSecret: 'secrets/auth-secret',
  uploadPrefix: 'uploads/',
} as const;

export type Migration = { tag: string; when: number };

/** The first entry: enough to refuse a file of another shop or a newer schema at once. */
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The database it was taken from: 'pglite' (embedded) or 'postgres'. */
  source: 'pglite' | 'postgres';
  /** The newest migration of the schema the rows belong to. */
  migration: Migration;
};

/** One entry of the archive as the manifest lists it. */
export type BackupPart = { name: string; size: number; sha256: string };

export type BackupManifest = BackupHeader & {
  tables: { name: string; rows: number }[];
  images: number;
  /** Every entry before the manifest (a first-format file has none). */
  parts?: BackupPart[];
};

/** The newest migration this build of the shop knows. */
export function newestMigration(): Migration {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Migration[] };
  return journal.entries.reduce((newest, entry) => (entry.when > newest.when ? entry : newest));
}

const SHOP_SLUG = SHOP.name
  .toLowerCase()
  .replace(/&/g, 'and')
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');

export const BACKUP_FILE_SUFFIX = '-CONTAINS-PERSONAL-DATA.tar.gz';
const BACKUP_FILE = new RegExp(
  `^${SHOP_SLUG}-backup-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z(-\\d+)?${BACKUP_FILE_SUFFIX.replace(/\./g, '\\.')}$`,
);

/** `loop-and-lantern-backup-2026-11-26T010203Z-CONTAINS-PERSONAL-DATA.tar.gz`: sorts by time. */
export function backupFileName(at: Date, attempt = 0): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');
  return `${SHOP_SLUG}-backup-${stamp}${attempt > 0 ? `-${attempt}` : ''}${BACKUP_FILE_SUFFIX}`;
}

export function isBackupFileName(name: string): boolean {
  return BACKUP_FILE.test(name);
}

export function backupReadme(manifest: BackupHeader): string {
  return [
    `${SHOP.name}: backup taken ${manifest.createdAt}`,
    '',
    'THIS FILE CONTAINS PERSONAL DATA AND SECRETS: customers names, addresses and orders, the',
    'password hashes and sessions of every account, two-factor secrets, and the signing secret.',
    'Keep it where only the shop owner can read it. Delete copies you no longer need.',
    '',
    'To restore it into an empty shop (data directory or PostgreSQL database):',
    '  npm run restore -- <this file>',
    'or, from the compiled server:',
    '  node apps/server/dist/restore.js <this file>',
    '',
    'tables/*.jsonl hold one row per line as JSON; uploads/ holds the images; manifest.json,',
    'the last entry, lists every part with its size and SHA-256.',
    '',
  ].join('\n');
}
