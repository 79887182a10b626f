import { fetchFile } from '../../shared/fileDownload';

/** The admin's full data backup: GET /api/admin/backup-database answers a JSON file (streamed). */
export const BACKUP_URL = '/api/admin/backup-database';
export const DEFAULT_BACKUP_FILE_NAME = 'svatby-backup.json';

export const fetchBackup = () => fetchFile(BACKUP_URL, DEFAULT_BACKUP_FILE_NAME);
