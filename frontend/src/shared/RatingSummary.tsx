import type { RatingStatsDto } from '../api';
import { formatRating, plural } from './format';
import { Meter } from './ui/Meter';
import { Stars } from './ui/Stars';
import './rating.css';

/** '1 hvězdička', '3 hvězdičky', '5 hvězdiček'. */
export function starsLabel(count: number): string {
  return `${count} ${plural(count, ['hvězdička', 'hvězdičky', 'hvězdiček'])}`;
}

/** Share of the total in whole percent: 2 of 3 → 67. */
export function sharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/**
 * Stars for display only (hidden from assistive technology; the number is said beside them). Plain markup:
 * the cards and the portfolio render without antd.
 */
export function RatingStars({ value, small }: { value: number; small?: boolean }) {
  return (
    <span className="rating-stars" aria-hidden="true">
      <Stars value={value} size={small ? 'small' : 'middle'} />
    </span>
  );
}

export interface RatingInlineProps {
  /** Average, one decimal; null without reviews. */
  rating: number | null;
  reviewCount: number;
  /** Of reviewCount, those written through a booking's review link ('Ověřená rezervace'): '· 3 z rezervací' when any. */
  bookingReviewCount?: number;
  small?: boolean;
}

/** Stars + '4,5' + '(N hodnocení)' (+ '· N z rezervací'), or 'Bez hodnocení' (supplier cards, portfolio header). */
export function RatingInline({ rating, reviewCount, bookingReviewCount = 0, small = true }: RatingInlineProps) {
  if (rating === null || reviewCount === 0) {
    return <span className="rating-inline rating-inline--none">Bez hodnocení</span>;
  }
  return (
    <span className="rating-inline">
      <RatingStars value={rating} small={small} />
      <span className="sr-only">Hodnocení </span>
      <span className="rating-inline__value">{formatRating(rating)}</span>
      <span className="sr-only"> z 5</span>
      <span className="rating-inline__count">{`(${reviewCount} hodnocení)`}</span>
      {bookingReviewCount > 0 && (
        <span className="rating-inline__bookings">{`· ${bookingReviewCount} z rezervací`}</span>
      )}
    </span>
  );
}

const CATEGORY_LABELS: { key: keyof RatingStatsDto['categoryAverages']; label: string }[] = [
  { key: 'communication', label: 'Komunikace' },
  { key: 'quality', label: 'Kvalita' },
  { key: 'timing', label: 'Dochvilnost' },
  { key: 'value', label: 'Poměr cena/výkon' },
];

const LEVELS = ['5', '4', '3', '2', '1'] as const;

export interface RatingSummaryProps {
  stats: RatingStatsDto;
  /** Level of the sub-headings (the page's outline decides). */
  headingLevel?: 3 | 4;
}

/**
 * A provider's rating stats: the average with one decimal and stars, the total, one bar per star
 * level (5 → 1) with its share of all reviews, and the category averages that anybody rated.
 */
export function RatingSummary({ stats, headingLevel = 3 }: RatingSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const total = stats.totalReviews;
  const categories = CATEGORY_LABELS.filter(({ key }) => stats.categoryAverages[key] !== null);
  return (
    <div className="rating-summary">
      <div className="rating-summary__overall">
        <p className="rating-summary__average">
          <span className="sr-only">Průměrné hodnocení </span>
          {formatRating(stats.averageRating)}
          <span className="sr-only"> z 5</span>
        </p>
        <RatingStars value={stats.averageRating} />
        <p className="rating-summary__total">{`Celkem ${total} hodnocení`}</p>
      </div>

      <div className="rating-summary__distribution">
        <Heading className="rating-summary__heading">Rozložení hodnocení</Heading>
        <ul className="rating-bars">
          {LEVELS.map((level) => {
            const count = stats.ratingDistribution[level];
            const percent = sharePercent(count, total);
            const share = `${count} (${percent} %)`;
            return (
              <li key={level} className="rating-bar">
                <span className="rating-bar__label" aria-hidden="true">
                  {starsLabel(Number(level))}
                </span>
                <Meter
                  className="rating-bar__progress"
                  percent={percent}
                  label={`${starsLabel(Number(level))}: ${share}`}
                  valueText={share}
                />
                <span className="rating-bar__count" aria-hidden="true">
                  {share}
                </span>
              </li>
            );
          })}
        </ul>
      </div>

      {categories.length > 0 && (
        <div className="rating-summary__categories">
          <Heading className="rating-summary__heading">Hodnocení podle oblastí</Heading>
          <dl className="rating-categories">
            {categories.map(({ key, label }) => {
              const value = stats.categoryAverages[key] as number;
              return (
                <div key={key} className="rating-category">
                  <dt>{label}</dt>
                  <dd>
                    <RatingStars value={value} small />
                    <span className="rating-category__value">{formatRating(value)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      )}
    </div>
  );
}
