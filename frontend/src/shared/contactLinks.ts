/** Links that start a call or an e-mail, shared by the request dialogs and the supplier cards. */

/** tel: link of a displayed phone number ('+420 777 123 456' → 'tel:+420777123456'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** mailto: link, with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email.trim()}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/**
 * An external link as given by a provider ('www.studio.cz' → 'https://www.studio.cz'); null for
 * anything that is not http(s) (e.g. 'javascript:').
 */
export function externalHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 'https://www.studio.cz/svatby/' → 'studio.cz/svatby' (the shown text of a website link). */
export function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    const path = url.pathname.replace(/\/+$/, '');
    return `${url.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return href;
  }
}
