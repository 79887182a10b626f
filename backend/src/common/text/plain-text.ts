import sanitizeHtml from 'sanitize-html';

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/**
 * User text as plain text (offers, messages): tags and comments dropped, script and style content
 * with them, line breaks of <br> and block ends kept as new lines. sanitize-html parses the way a
 * browser does (no regex), then escapes what remains; that escaping is undone here because the
 * result is stored and shown as text (React escapes it), never as HTML.
 */
export function stripHtml(text: string): string {
  const marked = text.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])\s*>/gi, '$&\n');
  return sanitizeHtml(marked, NO_TAGS)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n');
}

/** stripHtml and trim: the DTOs' transform for free text. */
export const plainText = (value: unknown): unknown => (typeof value === 'string' ? stripHtml(value).trim() : value);
