/** Logout is a full page navigation: the server ends the session and redirects to '/'. */
export function signOut() {
  window.location.href = '/api/logout';
}
