import { afterEach, describe, expect, it } from 'vitest';
import type { PageHeadDto } from '../../api';
import { applyPageHead } from './applyPageHead';

const portfolioHead: PageHeadDto = {
  status: 200,
  title: 'Foto Nováková – Svatební fotografové, Praha – Svatby',
  description: 'Svatební fotografka z Prahy. Fotografie, Praha. 15 000–40 000 Kč.',
  canonical: 'https://svatby.example/portfolio?provider=5',
  image: 'https://svatby.example/uploads/profile-5.jpg',
  robots: 'index, follow',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Foto "Nováková" </script><script>alert(1)</script>',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    },
    { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
  ],
};

const loginHead: PageHeadDto = {
  status: 200,
  title: 'Přihlášení – Svatby',
  description: 'Svatby – zadejte ZDARMA poptávku svatebních služeb.',
  canonical: null,
  image: 'https://svatby.example/og-image.png',
  robots: 'noindex, nofollow',
  jsonLd: [],
};

/** The head the server writes into index.html (backend/src/seo/page-html.ts), plus index.html's own tags. */
function serveHead() {
  document.head.innerHTML = `
    <meta charset="UTF-8">
    <link rel="icon" href="/favicon.svg">
    <title>Svatby – svatební služby na jednom místě</title>
    <meta name="description" content="Domovská stránka" data-page-head>
    <meta name="robots" content="index, follow" data-page-head>
    <link rel="canonical" href="https://svatby.example/" data-page-head>
    <meta property="og:title" content="Svatby" data-page-head>
    <meta property="og:url" content="https://svatby.example/" data-page-head>
    <script type="application/ld+json" data-page-head>{"@type":"WebSite"}</script>
    <link rel="preload" href="/api/dashboard-counts" as="fetch">`;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const all = (selector: string) => document.head.querySelectorAll(selector).length;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyPageHead', () => {
  it('replaces the served head with the page head: title, description, canonical, social tags, structured data', () => {
    serveHead();
    applyPageHead(portfolioHead);

    expect(document.title).toBe(portfolioHead.title);
    expect(content('meta[name="description"]')).toBe(portfolioHead.description);
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(portfolioHead.canonical);
    expect(content('meta[property="og:title"]')).toBe(portfolioHead.title);
    expect(content('meta[property="og:description"]')).toBe(portfolioHead.description);
    expect(content('meta[property="og:url"]')).toBe(portfolioHead.canonical);
    expect(content('meta[property="og:image"]')).toBe(portfolioHead.image);
    expect(content('meta[property="og:locale"]')).toBe('cs_CZ');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe(portfolioHead.title);
    expect(content('meta[name="twitter:image"]')).toBe(portfolioHead.image);

    // Each object its own script, read back as it was sent (the markup in a name stays text).
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual(portfolioHead.jsonLd);
    expect(document.head.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);

    // Every tag written is marked for the next page; index.html's own tags stay.
    for (const tag of document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"], script')) {
      expect(tag).toHaveAttribute('data-page-head');
    }
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull();
  });

  it('leaves no duplicates after two navigations, and no canonical or og:url for a page without one', () => {
    serveHead();
    applyPageHead(portfolioHead);
    applyPageHead(loginHead);

    expect(document.title).toBe('Přihlášení – Svatby');
    expect(all('title')).toBe(1);
    expect(all('meta[name="description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe(loginHead.description);
    expect(all('meta[name="robots"]')).toBe(1);
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(all('link[rel="canonical"]')).toBe(0);
    expect(all('meta[property="og:url"]')).toBe(0);
    expect(all('meta[property="og:title"]')).toBe(1);
    expect(all('script[type="application/ld+json"]')).toBe(0);

    applyPageHead(portfolioHead);
    expect(all('link[rel="canonical"]')).toBe(1);
    expect(all('meta[property="og:image"]')).toBe(1);
    expect(all('script[type="application/ld+json"]')).toBe(2);
  });

  it("replaces index.html's unmarked description (a page not served by the API server)", () => {
    document.head.innerHTML = '<title>Svatby</title><meta name="description" content="Výchozí popis">';
    applyPageHead(loginHead);
    expect(all('meta[name="description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe(loginHead.description);
  });
});
