/** The server's answer to a sensitive action after a sign-in older than 15 minutes: 403 with `reauthenticate: true`. */
export function isReauthenticationRequired(error: unknown): boolean {
  if (error instanceof ReauthenticationRequired) return true;
  const answer = error as { status?: unknown; data?: { reauthenticate?: unknown } } | null;
  return answer?.status === 403 && answer.data?.reauthenticate === true;
}

/** Thrown by hand-written calls (file downloads, shared/fileDownload.ts) for the same answer. */
export class ReauthenticationRequired extends Error {}

/** The user closed the password dialog (features/account/useReauthentication): the action did not run. */
export class ReauthenticationCancelled extends Error {
  constructor() {
    super('Akce byla zrušena.');
  }
}
