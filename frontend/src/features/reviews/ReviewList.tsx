import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import { useState } from 'react';
import { useReviewsListQuery, useReviewsRatingStatsQuery } from '../../api';
import type { ReviewDto, ReviewMark } from '../../api';
import { formatDate } from '../../shared/format';
import { PlainButton } from '../../shared/PlainButton';
import { RatingStars, RatingSummary } from '../../shared/RatingSummary';
import { RetryAlert } from '../../shared/RetryAlert';
import { Spinner } from '../../shared/Spinner';
import { ReviewReply } from './ReviewReply';
import { ReviewReportButton } from './ReviewReportButton';
import { ReviewsLoading } from './ReviewsSection';

/** Reviews per 'Načíst další'. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * The rating stats and the reviews (newest first, 'Načíst další') of 'Hodnocení': a chunk of its own, loaded when
 * the section nears the viewport (ReviewsSection).
 */
export default function ReviewStatsAndList({ providerId }: { providerId: number }) {
  const stats = useReviewsRatingStatsQuery({ id: providerId });
  const firstPage = useReviewsListQuery({ id: providerId, page: 1, pageSize: REVIEWS_PAGE_SIZE });
  const [pages, setPages] = useState(1);

  if (stats.isError || firstPage.isError) {
    return (
      <RetryAlert
        title="Hodnocení se nepodařilo načíst"
        error={stats.error ?? firstPage.error}
        onRetry={() => {
          if (stats.isError) void stats.refetch();
          if (firstPage.isError) void firstPage.refetch();
        }}
      />
    );
  }
  if (!stats.data || !firstPage.data) {
    return <ReviewsLoading />;
  }

  const total = Math.max(stats.data.totalReviews, firstPage.data.total);
  if (total === 0) {
    return (
      <div className="portfolio-empty">
        <p className="portfolio-empty__title">Zatím žádná hodnocení</p>
        <p>Spolupracovali jste s tímto dodavatelem? Buďte první, kdo ho ohodnotí.</p>
      </div>
    );
  }

  const listTotal = firstPage.data.total;
  const allOnFirstPage = listTotal <= REVIEWS_PAGE_SIZE;
  const noComments = allOnFirstPage && firstPage.data.items.every((review) => !review.reviewText.trim());

  return (
    <>
      <div className="portfolio-card">
        <RatingSummary stats={stats.data} headingLevel={3} />
      </div>
      <h3 className="portfolio-subtitle">{`Recenze (${listTotal})`}</h3>
      {noComments && <p className="portfolio-muted">Zatím žádné komentáře</p>}
      <ol className="review-list">
        {Array.from({ length: pages }, (_, index) => (
          <ReviewPage key={index + 1} providerId={providerId} page={index + 1} />
        ))}
      </ol>
      {pages * REVIEWS_PAGE_SIZE < listTotal && (
        <div className="review-list__more">
          <PlainButton onClick={() => setPages((count) => count + 1)}>Načíst další</PlainButton>
        </div>
      )}
    </>
  );
}

/** One page of reviews as list items (page 1 is already cached by the section). */
function ReviewPage({ providerId, page }: { providerId: number; page: number }) {
  const { data, isError, refetch } = useReviewsListQuery({ id: providerId, page, pageSize: REVIEWS_PAGE_SIZE });
  if (isError) {
    return (
      <li className="review-list__status">
        <RetryAlert title="Další hodnocení se nepodařilo načíst" description={null} onRetry={() => refetch()} />
      </li>
    );
  }
  if (!data) {
    return (
      <li className="review-list__status" role="status">
        <Spinner /> <span>Načítání…</span>
      </li>
    );
  }
  return (
    <>
      {data.items.map((review) => (
        <ReviewItem key={review.id} review={review} providerId={providerId} />
      ))}
    </>
  );
}

export const VERIFIED_COLLABORATION_LABEL = 'Ověřená spolupráce';
export const VERIFIED_COLLABORATION_HINT = 'Pár si tohoto dodavatele vybral přes Svatby';
export const VERIFIED_RESERVATION_LABEL = 'Ověřená rezervace';
export const VERIFIED_RESERVATION_HINT = 'Pár měl u tohoto dodavatele potvrzenou rezervaci přes Svatby a hodnotí po svatbě';

/**
 * The review's mark: 'Ověřená rezervace' (written through a confirmed booking's review link, the
 * stronger one) or 'Ověřená spolupráce' (the reviewer accepted this provider's offer on Svatby). The hint
 * is a tooltip (hover or keyboard focus; plain CSS, portfolio.css) and part of the mark's accessible text.
 */
function VerifiedMark({ mark }: { mark: ReviewMark }) {
  const [label, hint] =
    mark === 'reservation' ? [VERIFIED_RESERVATION_LABEL, VERIFIED_RESERVATION_HINT] : [VERIFIED_COLLABORATION_LABEL, VERIFIED_COLLABORATION_HINT];
  return (
    <span className={['review__collaboration', `review__collaboration--${mark}`].join(' ')} tabIndex={0} data-testid="review-mark">
      <SafetyCertificateOutlined aria-hidden="true" /> {label}
      <span className="sr-only">{`: ${hint}`}</span>
      <span className="review__collaboration-tip" aria-hidden="true">
        {hint}
      </span>
    </span>
  );
}

const CATEGORY_RATINGS: { key: keyof ReviewDto; label: string }[] = [
  { key: 'communicationRating', label: 'Komunikace' },
  { key: 'qualityRating', label: 'Kvalita' },
  { key: 'timingRating', label: 'Dochvilnost' },
  { key: 'valueRating', label: 'Poměr cena/výkon' },
];

function ReviewItem({ review, providerId }: { review: ReviewDto; providerId: number }) {
  const categories = CATEGORY_RATINGS.flatMap(({ key, label }) => {
    const value = review[key];
    return typeof value === 'number' && value > 0 ? [`${label} ${value}/5`] : [];
  });
  return (
    <li className="review" id={`hodnoceni-${review.id}`}>
      <article className="review__body" aria-label={`Hodnocení od ${review.reviewerName}`}>
        <header className="review__head">
          <span className="review__name">{review.reviewerName}</span>
          <span className="review__verified">
            <CheckCircleOutlined aria-hidden="true" /> Ověřený e-mail
          </span>
          {review.mark && <VerifiedMark mark={review.mark} />}
          <span className="review__stars">
            <RatingStars value={review.overallRating} small />
            <span className="sr-only">{`Hodnocení ${review.overallRating} z 5`}</span>
          </span>
          <time className="review__date" dateTime={review.createdAt}>
            {formatDate(review.createdAt)}
          </time>
          <ReviewReportButton reviewId={review.id} reviewerName={review.reviewerName} />
        </header>
        {review.reviewText.trim() && <p className="review__text">{review.reviewText}</p>}
        {categories.length > 0 && <p className="review__categories">{categories.join(' · ')}</p>}
        <ReviewReply review={review} providerId={providerId} />
      </article>
    </li>
  );
}
