import { skipToken } from '@reduxjs/toolkit/query/react';
import { useReviewsRatingStatsQuery } from '../api';
import { formatRating } from './format';

export interface AverageRating {
  /** One decimal with a Czech comma ('4,5'), 'N/A' without reviews, '…' while loading. */
  value: string;
  note?: string;
  loading: boolean;
}

/**
 * A provider's own average rating (the dashboard card, the own portfolio tile). Demo providers
 * (seed 001, section 9) carry no ratings; only their isDemo flag says which they are.
 */
export function useAverageRating(profile: { id: number; isDemo: boolean }): AverageRating {
  const { isDemo } = profile;
  const stats = useReviewsRatingStatsQuery(isDemo ? skipToken : { id: profile.id });
  if (isDemo) return { value: 'N/A', note: 'Ukázkový profil', loading: false };
  if (stats.isLoading) return { value: '…', loading: true };
  if (!stats.data || stats.data.totalReviews === 0) return { value: 'N/A', note: 'Zatím bez hodnocení', loading: false };
  const total = stats.data.totalReviews;
  return { value: formatRating(stats.data.averageRating), note: `${total} hodnocení`, loading: false };
}
