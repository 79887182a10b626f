/**
 * The admin's full data backup: GET /api/admin/backup-database answers a JSON file (streamed), so
 * it is not an RTK Query endpoint (the cache must not hold it). The file name comes from the
 * Content-Disposition header.
 */

export const BACKUP_URL = '/api/admin/backup-database';
export const DEFAULT_BACKUP_FILE_NAME = 'svatby-backup.json';

/** Keeps a server-given name a plain file name (no folders, no control characters). */
function safeFileName(name: string): string | null {
  const clean = name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .split(/[\\/]/)
    .pop()
    ?.trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"` or `filename=…`; 'svatby-backup.json' when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_BACKUP_FILE_NAME;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      const name = safeFileName(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // malformed percent-encoding: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  if (plain) {
    const name = safeFileName((plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1'));
    if (name) return name;
  }
  return DEFAULT_BACKUP_FILE_NAME;
}

/** A failed backup: the server's message, or 'HTTP {status}'. */
export class BackupError extends Error {}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message.trim()) return message.trim();
  } catch {
    // not JSON
  }
  return `HTTP ${response.status}`;
}

/** Asks the server for the backup (with the session cookie); the file and its name. */
export async function fetchBackup(): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(BACKUP_URL, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new BackupError('Server není dostupný. Zkontrolujte připojení a zkuste to znovu.');
  }
  if (!response.ok) throw new BackupError(await failureMessage(response));
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
