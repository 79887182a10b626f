/** The networks of a provider's social links and the hosts each accepts (spec, "Social links on save"). */
export const SOCIAL_HOSTS = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com'],
  tiktok: ['tiktok.com', 'www.tiktok.com'],
  linkedin: ['linkedin.com', 'www.linkedin.com'],
} as const satisfies Record<string, readonly string[]>;

export type SocialNetwork = keyof typeof SOCIAL_HOSTS;

/** The longest link stored (the columns are varchar(500)). */
export const LINK_MAX_LENGTH = 500;

/** Trimmed, with 'https://' in front when it names no http(s) scheme; null when empty. */
export function withHttps(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

function parseWebUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * THE rule for social links on save (profile and portfolio): empty stays empty (null);
 * 'https://' is added when missing; the host must be one of the network's, otherwise the value
 * is silently dropped (null) — never an error. 'instagram.com.evil.cz' or
 * 'https://instagram.com@evil.cz' have another host and are dropped.
 */
export function normalizeSocialLink(network: SocialNetwork, value: string | null | undefined): string | null {
  const text = withHttps(value);
  if (!text || text.length > LINK_MAX_LENGTH) return null;
  const url = parseWebUrl(text);
  if (!url) return null;
  return (SOCIAL_HOSTS[network] as readonly string[]).includes(url.hostname.toLowerCase()) ? text : null;
}

/** A website link: any host, 'https://' added when missing; dropped (null) when empty or not a web address. */
export function normalizeWebsiteLink(value: string | null | undefined): string | null {
  const text = withHttps(value);
  if (!text || text.length > LINK_MAX_LENGTH) return null;
  return parseWebUrl(text) ? text : null;
}
