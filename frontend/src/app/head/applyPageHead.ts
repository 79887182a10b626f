import type { PageHeadDto } from '../../api';

/** The attribute the server marks its head tags with (backend/src/seo/page-html.ts `headTags`). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const SITE_NAME = 'Svatby';

/**
 * What a page's head replaces: the marked tags, and the same tags unmarked (index.html's default
 * description when the page was not served by the API server, e.g. under Vite's dev server).
 */
const REPLACED = [
  `[${PAGE_HEAD_ATTRIBUTE}]`,
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Writes a page's head into the document, as the server writes the first page's: the title, then
 * the tags in the server's order, each marked so that the next page's head replaces them. Built
 * with DOM APIs only (JSON-LD as text), so no value is ever parsed as HTML.
 */
export function applyPageHead(head: PageHeadDto, doc: Document = document): void {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(REPLACED)) element.remove();

  const tags: HTMLElement[] = [];
  const meta = (key: 'name' | 'property', name: string, content: string) => {
    const element = doc.createElement('meta');
    element.setAttribute(key, name);
    element.setAttribute('content', content);
    tags.push(element);
  };
  meta('name', 'description', head.description);
  meta('name', 'robots', head.robots);
  if (head.canonical) {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    link.href = head.canonical;
    tags.push(link);
  }
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:locale', 'cs_CZ');
  meta('property', 'og:type', 'website');
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  if (head.canonical) meta('property', 'og:url', head.canonical);
  meta('property', 'og:image', head.image);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', head.image);
  for (const data of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    tags.push(script);
  }

  for (const tag of tags) tag.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
  doc.head.append(...tags);
}
