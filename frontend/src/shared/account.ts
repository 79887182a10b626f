/** Who is signed in, as the interface shows it (names, initials), and where a sign-in may return to. */

/** The parts of a user that a displayed name is built from (UserDto fits). */
export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The parts of a provider profile that take precedence over the user's own name. */
export interface NamedProviderProfile {
  companyName?: string | null;
}

export const FALLBACK_DISPLAY_NAME = 'Uživatel';

const clean = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Displayed name: company name (of the provider profile), then first name plus last name,
 * then first name, then e-mail, then 'Uživatel'.
 */
export function displayName(
  user: NamedUser | null | undefined,
  providerProfile?: NamedProviderProfile | null,
): string {
  const company = clean(providerProfile?.companyName);
  if (company) return company;
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const email = clean(user?.email);
  if (email) return email;
  return FALLBACK_DISPLAY_NAME;
}

/** Avatar initials: first letters of the name parts, at most 2, uppercase. */
export function initials(name: string | null | undefined): string {
  return clean(name)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toLocaleUpperCase('cs-CZ');
}

const SAFE_BASE = 'https://svatby.invalid';

/**
 * Open-redirect guard for returnUrl-like parameters: accepts only a same-site relative path that
 * starts with '/' (not '//' or '/\', which browsers read as another host). Returns the path or null.
 */
export function safeReturnPath(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  // Control characters (tab, newline, ...) can smuggle another scheme or host past naive checks.
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  try {
    const parsed = new URL(url, SAFE_BASE);
    if (parsed.origin !== SAFE_BASE) return null;
  } catch {
    return null;
  }
  return url;
}
