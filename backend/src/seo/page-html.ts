import escapeHtml from 'escape-html';
import type { PageHead } from './page-head';
import { SITE_NAME } from './page-head';
import { jsonLdScriptText } from './structured-data';

/**
 * index.html marks the tags the server writes per page (frontend/index.html): the default title and
 * description between these comments, and the place of the crawler content in the first screen's <main>.
 */
const HEAD_BLOCK = /<!--\s*page-head\b[\s\S]*?-->[\s\S]*?<!--\s*\/page-head\s*-->/;
const CONTENT_MARK = /<!--\s*page-content\b[\s\S]*?-->/;

/**
 * A page's head tags. Each carries data-page-head, so that the client's head manager replaces all of
 * them while navigating (frontend/src/app/head). Every value is escaped; JSON-LD by jsonLdScriptText.
 */
export function headTags(head: PageHead): string {
  const attr = (value: string) => escapeHtml(value);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" data-page-head>`;
  const url = head.canonical;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    url ? `<link rel="canonical" href="${attr(url)}" data-page-head>` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'cs_CZ'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-page-head>${jsonLdScriptText(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Preloads of API calls (same origin) whose answers the page's first render waits for; the app's
 * fetches take them (credentials included, as its API client sends them).
 */
export function preloadTags(paths: readonly string[]): string {
  return paths.map((path) => `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="use-credentials">`).join('\n    ');
}

/**
 * index.html with the page's head, the preloads given and, where given, its content for clients that
 * run no scripts.
 */
export function renderPageHtml(template: string, head: PageHead, content: string | null, preloads: readonly string[] = []): string {
  const tags = preloads.length ? `${headTags(head)}\n    ${preloadTags(preloads)}` : headTags(head);
  let html = HEAD_BLOCK.test(template)
    ? template.replace(HEAD_BLOCK, () => tags)
    : template.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', () => `${tags}\n</head>`);
  if (content) html = html.replace(CONTENT_MARK, () => content);
  return html;
}
