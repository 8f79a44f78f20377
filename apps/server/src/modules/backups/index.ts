/**
 * Backups: one file holding the database and the uploaded images (ADR 020), taken nightly by
 * the running shop and on the admin's request, and `npm run backup` / `npm run restore`.
 *
 * The module's public face: other modules, app.ts and the scripts import only what this file hands on.
 */
export { backupsPlugin } from './backups-plugin.ts';
export { createDiskBackupStore, createBackupStore, type BackupStore } from './backup-store.ts';
export { backupFileName } from './backup-format.ts';
export { writeBackup, type BackupSource } from './write-backup.ts';
export { restoreBackup, RestoreRefused, type RestoreTarget } from './restore-backup.ts';
export { DAMAGED } from './read-backup-file.ts';
export { authSecretFileOf, takeBackup } from './take-backup.ts';
