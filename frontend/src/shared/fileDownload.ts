import { ReauthenticationRequired } from './reauthentication';

/**
 * Files the server makes for the user (the admin's backup, the account's data export): fetched with
 * the session cookie, not through RTK Query (the cache must not keep a copy), named by the answer's
 * Content-Disposition, then saved by the caller (FileSaver's saveAs).
 */

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
 * `filename="…"` or `filename=…`; `fallback` when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
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
  return fallback;
}

/** A failed download: the server's message, or 'HTTP {status}'. */
export class FileDownloadError extends Error {}

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

/**
 * GET `url` as a file: its content and name (`fallbackName` without a usable Content-Disposition).
 * Throws FileDownloadError with a Czech message, or ReauthenticationRequired when the server asks
 * for the password again first.
 */
export async function fetchFile(url: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch {
    throw new FileDownloadError('Server není dostupný. Zkontrolujte připojení a zkuste to znovu.');
  }
  if (response.status === 403) {
    const body = (await response.clone().json().catch(() => null)) as { reauthenticate?: unknown } | null;
    if (body?.reauthenticate === true) throw new ReauthenticationRequired();
  }
  if (!response.ok) throw new FileDownloadError(await failureMessage(response));
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName) };
}
