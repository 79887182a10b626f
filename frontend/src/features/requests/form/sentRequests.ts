/**
 * The requests this browser sent, remembered in localStorage (issue 51, item 6): an account whose
 * e-mail is not verified yet does not get the requests sent to that e-mail (DESIGN.md section 5:
 * they attach once the address is proven), so its dashboard shows these as pending instead of "no
 * requests". Only what the browser itself typed is kept, and only the catalogue words of it (the
 * services and the place, no description, names or phone), for the 48 hours an unconfirmed request lives.
 */

const KEY = 'svatby.sentRequests';
/** An unconfirmed request is deleted after 48 hours (DESIGN.md section 5). */
const KEEP_MS = 48 * 60 * 60 * 1000;
const MAX_KEPT = 5;

export interface SentRequest {
  id: number;
  /** Lower-cased, trimmed: compared with the account's address. */
  email: string;
  /** 'Fotografie, Květiny – Brno': the services and the place as the catalogue names them. */
  title: string;
  /** ISO time of the submission. */
  sentAt: string;
  status: 'unconfirmed' | 'active';
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage blocked (private mode, policies): nothing is remembered
  }
}

function isSentRequest(value: unknown): value is SentRequest {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.email === 'string' &&
    typeof item.title === 'string' &&
    typeof item.sentAt === 'string' &&
    (item.status === 'unconfirmed' || item.status === 'active')
  );
}

function readAll(now: number): SentRequest[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isSentRequest).filter((item) => now - Date.parse(item.sentAt) < KEEP_MS)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a request just sent (newest first, at most 5, none older than 48 hours). */
export function rememberSentRequest(request: Omit<SentRequest, 'sentAt' | 'email'> & { email: string }, now = Date.now()): void {
  const item: SentRequest = { ...request, email: request.email.trim().toLowerCase(), sentAt: new Date(now).toISOString() };
  const kept = [item, ...readAll(now).filter((other) => other.id !== item.id)].slice(0, MAX_KEPT);
  try {
    storage()?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // full or blocked storage: the dashboard simply does not show it
  }
}

/** The requests this browser sent to `email` in the last 48 hours, newest first. */
export function sentRequestsTo(email: string | null | undefined, now = Date.now()): SentRequest[] {
  if (!email) return [];
  const address = email.trim().toLowerCase();
  return readAll(now).filter((item) => item.email === address);
}
