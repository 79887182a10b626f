import escapeHtml from 'escape-html';
import type { CategoryInfo } from '../catalog/catalog.api';
import type { PublicProviderDto } from '../providers/providers.api';
import type { RatingStatsDto, ReviewDto } from '../reviews/reviews.api';
import type { Crumb } from './structured-data';

/**
 * The content of the portfolio and category pages in the served HTML, for search engines and link
 * previews that run no scripts. Plain, semantic markup in `.page-content` inside the first screen's
 * <main>: public/boot.js marks the document `boot-js` before the first paint and the stylesheet hides
 * the block then (the app renders the page itself in its place), so it never shifts the layout.
 * Every text is escaped here.
 */

const rating = (value: number) => value.toLocaleString('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// 'hodnocení' is the same word for every count.
const reviewCountText = (count: number) => `${count} hodnocení`;

function breadcrumbs(crumbs: readonly Crumb[]): string {
  const items = crumbs.map((crumb, index) =>
    index === crumbs.length - 1
      ? `<li aria-current="page">${escapeHtml(crumb.name)}</li>`
      : `<li><a href="${escapeHtml(crumb.path)}">${escapeHtml(crumb.name)}</a></li>`,
  );
  return `<nav class="page-content__crumbs" aria-label="Drobečková navigace"><ol>${items.join('')}</ol></nav>`;
}

function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');
}

export interface PortfolioContentInput {
  provider: PublicProviderDto;
  /** Category names of the provider's services. */
  services: readonly string[];
  stats: RatingStatsDto;
  reviews: readonly ReviewDto[];
  crumbs: readonly Crumb[];
}

export function portfolioContent({ provider, services, stats, reviews, crumbs }: PortfolioContentInput): string {
  const facts = [
    services.length ? `<dt>Služby</dt><dd>${escapeHtml(services.join(', '))}</dd>` : '',
    `<dt>Působnost</dt><dd>${escapeHtml(provider.location)}</dd>`,
    `<dt>Cena</dt><dd>${escapeHtml(provider.priceRange)}</dd>`,
    stats.totalReviews > 0 ? `<dt>Hodnocení</dt><dd>${rating(stats.averageRating)} z 5 (${reviewCountText(stats.totalReviews)})</dd>` : '',
  ].join('');
  const reviewItems = reviews.map(
    (review) =>
      `<li><p><strong>${escapeHtml(review.reviewerName)}</strong> – ${review.overallRating} z 5</p>${paragraphs(review.reviewText)}</li>`,
  );
  return [
    '<div class="page-content">',
    breadcrumbs(crumbs),
    '<article>',
    `<h1>${escapeHtml(provider.businessName)}</h1>`,
    `<dl>${facts}</dl>`,
    provider.description ? paragraphs(provider.description) : '',
    reviewItems.length ? `<h2>Nejnovější hodnocení</h2><ul class="page-content__reviews">${reviewItems.join('')}</ul>` : '',
    '</article>',
    '</div>',
  ].join('');
}

export interface CategoryContentInput {
  category: CategoryInfo;
  /** The catalogue's first page of the category. */
  providers: readonly PublicProviderDto[];
  total: number;
  crumbs: readonly Crumb[];
}

export function categoryContent({ category, providers, total, crumbs }: CategoryContentInput): string {
  const items = providers.map((provider) => {
    const rated = provider.rating !== null && provider.reviewCount > 0 ? ` · ${rating(provider.rating)} z 5 (${reviewCountText(provider.reviewCount)})` : '';
    return (
      `<li><h2><a href="/portfolio?provider=${provider.id}">${escapeHtml(provider.businessName)}</a></h2>` +
      `<p>${escapeHtml(provider.location)} · ${escapeHtml(provider.priceRange)}${rated}</p></li>`
    );
  });
  return [
    '<div class="page-content">',
    breadcrumbs(crumbs),
    '<article>',
    `<h1>${escapeHtml(category.providersTitle)}</h1>`,
    `<p>${escapeHtml(category.description)}</p>`,
    `<p>Obvyklá cena: ${escapeHtml(category.priceRange)}. Dodavatelů v katalogu: ${total}.</p>`,
    items.length ? `<ul class="page-content__providers">${items.join('')}</ul>` : '<p>V této kategorii zatím nikdo není.</p>',
    `<p><a href="/dodavatele?kategorie=${encodeURIComponent(category.id)}">Všichni dodavatelé v kategorii</a></p>`,
    '</article>',
    '</div>',
  ].join('');
}
