/** Accepts only same-site absolute paths ("/poptavky?requestId=4"), never "//host" or "https://...". */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
