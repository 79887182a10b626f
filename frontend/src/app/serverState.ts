import { serverStateReceived } from '../api/baseApi';
import type { AppStore } from './store';

/**
 * A visitor's first screen of /dodavatele or a portfolio comes rendered by the server (src/server/firstScreen.tsx,
 * backend/src/seo/first-screen.ts): index.html then holds the page's markup in the first
 * screen (.boot__server-page) and, in #server-state, the answers it was rendered with. The app takes
 * both before its first render: the store the answers (so that the page renders the same markup at once
 * and asks nothing again), the first screen (BootScreen) the markup, which it keeps showing until the
 * page's code is there.
 */
export const SERVER_STATE_ID = 'server-state';
export const SERVER_PAGE_CLASS = 'boot__server-page';

let serverPage: string | null = null;

/** Reads what the server rendered, if anything, into the store; once, before the app's first render. */
export function takeServerFirstScreen(store: AppStore, doc: Document = document): void {
  serverPage = null;
  const stateScript = doc.getElementById(SERVER_STATE_ID);
  const page = doc.querySelector(`.${SERVER_PAGE_CLASS}`);
  if (!stateScript || !page) return;
  try {
    store.dispatch(serverStateReceived(JSON.parse(stateScript.textContent ?? '') as Record<string, unknown>));
  } catch {
    // Unreadable: the page asks for its data as it does without a server render.
    return;
  }
  serverPage = page.innerHTML;
}

/** The server-rendered page's markup for the first screen, or null (then it shows a spinner). */
export function serverPageMarkup(): string | null {
  return serverPage;
}
