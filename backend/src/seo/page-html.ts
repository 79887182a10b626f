import escapeHtml from 'escape-html';
import type { RenderedFirstScreen } from './first-screen';
import type { PageHead } from './page-head';
import { SITE_NAME } from './page-head';

/**
 * index.html marks the tags the server writes per page (frontend/index.html): the default title and
 * description between these comments, and the place of the crawler content in the first screen's <main>.
 */
const HEAD_BLOCK = /<!--\s*page-head\b[\s\S]*?-->[\s\S]*?<!--\s*\/page-head\s*-->/;
const CONTENT_MARK = /<!--\s*page-content\b[\s\S]*?-->/;
/** The first screen's spinner, which a server-rendered page replaces. */
const SERVER_PAGE_BLOCK = /<!--\s*server-page\b[\s\S]*?-->[\s\S]*?<!--\s*\/server-page\s*-->/;
/** Class of the server-rendered page and id of its state: frontend/src/app/serverState.ts reads them. */
const SERVER_PAGE_CLASS = 'boot__server-page';
const SERVER_STATE_ID = 'server-state';

/**
 * A page's head tags. Each carries data-page-head, so that the client's head manager replaces all of
 * them while navigating (frontend/src/app/head). Every value is escaped; JSON-LD and the page's state by scriptJson.
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
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`),
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
 * JSON inside a <script> element (JSON-LD, the server-rendered page's state): `<` escaped, so that no
 * text a provider or reviewer typed can close the element ('</script>') or open a comment.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** What the server adds to index.html for one page. */
export interface PageParts {
  head: PageHead;
  /** The page's content for clients that run no scripts. */
  content?: string | null;
  /** API calls the page's first render waits for. */
  preloads?: readonly string[];
  /** The page rendered by the server (FirstScreenRenderer), in place of the first screen's spinner. */
  firstScreen?: RenderedFirstScreen | null;
}

/**
 * index.html with the page's head, the preloads given and, where given, its content for clients that
 * run no scripts and its server-rendered first screen with its stylesheets and the state it was rendered
 * from (a JSON data block: the Content-Security-Policy runs no inline scripts, and this one is not run).
 */
export function renderPageHtml(template: string, { head, content, preloads = [], firstScreen }: PageParts): string {
  const tags = preloads.length ? `${headTags(head)}\n    ${preloadTags(preloads)}` : headTags(head);
  let html = HEAD_BLOCK.test(template)
    ? template.replace(HEAD_BLOCK, () => tags)
    : template.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', () => `${tags}\n</head>`);
  if (content) html = html.replace(CONTENT_MARK, () => content);
  if (firstScreen && SERVER_PAGE_BLOCK.test(html)) {
    html = html
      .replace(SERVER_PAGE_BLOCK, () => `<div class="${SERVER_PAGE_CLASS}">${firstScreen.html}</div>`)
      .replace('</head>', () => `<style data-server-page>${firstScreen.styles}</style>\n  </head>`)
      .replace('</body>', () => `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(firstScreen.state)}</script>\n  </body>`);
  }
  return html;
}
