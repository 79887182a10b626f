/**
 * Whether the last session seen in this browser was a signed-in user. public/boot.js reads it before
 * the first paint, so that index.html's static first screen leaves out the visitor banner for them.
 * Only a hint for that screen: the app itself always asks the server.
 */
export const SIGNED_IN_HINT_KEY = 'svatby.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, signedIn ? '1' : '0');
  } catch {
    // storage disabled: the first screen shows the visitor's banner
  }
}
