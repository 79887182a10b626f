/** The URL query of /portfolio: ?provider={id} is a supplier's public portfolio. */
export const PROVIDER_PARAM = 'provider';

/** The provider id of ?provider=…: a positive integer, else null. */
export function parseProviderId(raw: string): number | null {
  const value = raw.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
