import * as fs from 'node:fs';
import * as path from 'node:path';
import { BOOKING_PREFIX, PORTFOLIO_PATH, RSVP_PREFIX, SERVICE_TYPE_PREFIX, STATIC_PAGES, pageTitle } from './page-head';
import { renderPageHtml, scriptJson } from './page-html';
import { shorten } from './page-head.service';

/** The app's route paths (without the leading '/'), read from its one table of paths (frontend/src/shared/paths.ts, which app/routeTable.ts routes). */
function appRoutePaths(): string[] {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../frontend/src/shared/paths.ts'), 'utf8');
  const table = source.slice(source.indexOf('export const paths'), source.indexOf('} as const'));
  return [...table.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1].slice(1));
}

describe('the server\'s page table', () => {
  it('knows every route of the app: a title from the table or a page built from data (else the server would answer 404)', () => {
    const routes = appRoutePaths();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const pathname = `/${route}`;
      const fromData = [SERVICE_TYPE_PREFIX, BOOKING_PREFIX, RSVP_PREFIX].some((prefix) => pathname.startsWith(prefix));
      if (pathname === PORTFOLIO_PATH || fromData) continue;
      if (pathname === '/poptavka/:action') {
        for (const action of ['potvrdit', 'odmitnout', 'sprava']) expect(STATIC_PAGES[`/poptavka/${action}`]).toBeDefined();
        continue;
      }
      expect({ pathname, known: pathname in STATIC_PAGES }).toEqual({ pathname, known: true });
    }
  });

  it('titles pages "{title} – Svatby" and the home page with the site title', () => {
    expect(pageTitle('Kontakt')).toBe('Kontakt – Svatby');
    expect(pageTitle()).toBe('Svatby – svatební služby na jednom místě');
  });
});

describe('descriptions', () => {
  it('are cut at a word before 160 characters with an ellipsis, whitespace collapsed', () => {
    const long = `${'Slovo '.repeat(40)}konec`;
    const cut = shorten(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('Slovo…')).toBe(true);
    expect(shorten('  Krátký\n\n popis ')).toBe('Krátký popis');
  });
});

describe('the served head', () => {
  const template =
    '<html><head><!-- page-head: x --><title>Výchozí</title><meta name="description" content="x"><!-- /page-head --></head>' +
    '<body><div id="root"><!-- page-content: y --></div></body></html>';
  const head = {
    status: 200 as const,
    title: 'A "uvozovky" & <b>',
    description: 'Popis <script>',
    canonical: 'https://svatby.example/faq',
    image: 'https://svatby.example/og-image.png',
    robots: 'index, follow' as const,
    jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
  };

  it('replaces the template\'s defaults, escapes every value and keeps text from closing the JSON-LD script', () => {
    const html = renderPageHtml(template, { head, content: '<div class="page-content">obsah</div>' });
    expect(html).not.toContain('Výchozí');
    expect(html).toContain('<title>A &quot;uvozovky&quot; &amp; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Popis &lt;script&gt;" data-page-head>');
    expect(html).toContain('<link rel="canonical" href="https://svatby.example/faq" data-page-head>');
    expect(html).not.toContain('</script><script>alert');
    expect(JSON.parse(scriptJson(head.jsonLd[0]))).toEqual(head.jsonLd[0]);
    expect(html).toContain('<div id="root"><div class="page-content">obsah</div></div>');
  });

  it('leaves out canonical and og:url for a page without one', () => {
    const html = renderPageHtml(template, { head: { ...head, canonical: null } });
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });
});
