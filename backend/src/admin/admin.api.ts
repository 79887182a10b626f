/**
 * The public surface of `admin/`. The admin panel and its audit log: what other modules may use.
 * Other modules import from this file (and `admin.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { RestoreError, restoreBackup } from './backup/backup-restore';
