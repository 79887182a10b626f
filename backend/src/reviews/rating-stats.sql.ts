/*
 * The rating stats of one provider (the portfolio page's review summary): its SQL and the mapping
 * of its row, as pure functions that ReviewsService runs.
 */
import type { SqlQuery } from '../database/sql-query';
import type { RatingStatsDto } from './dto/review.dto';

export interface RatingStatsRow {
  providerId: number;
  total: number;
  average: number | null;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
  communication: number | null;
  quality: number | null;
  timing: number | null;
  value: number | null;
}

const avg = (column: string) => `round(avg(rv.${column}), 1)::float8`;
const stars = (level: number) => `count(*) FILTER (WHERE rv.overall_rating = ${level})::int AS r${level}`;

/**
 * Count, average, distribution and category averages in one query; no row for an unknown provider.
 * One provider's reviews only, read through reviews_provider_created_idx.
 */
export const RATING_STATS_SQL = `SELECT p.id AS "providerId", s.*
       FROM provider_profiles p
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS total, ${avg('overall_rating')} AS average,
           ${[1, 2, 3, 4, 5].map(stars).join(', ')},
           ${avg('communication_rating')} AS communication, ${avg('quality_rating')} AS quality,
           ${avg('timing_rating')} AS timing, ${avg('value_rating')} AS value
         FROM reviews rv WHERE rv.provider_id = p.id
       ) s
       WHERE p.id = $1`;

export function ratingStatsQuery(providerId: number): SqlQuery {
  return { text: RATING_STATS_SQL, values: [providerId] };
}

export function toRatingStatsDto(row: RatingStatsRow): RatingStatsDto {
  return {
    totalReviews: row.total,
    averageRating: row.average ?? 0,
    ratingDistribution: { '1': row.r1, '2': row.r2, '3': row.r3, '4': row.r4, '5': row.r5 },
    categoryAverages: { communication: row.communication, quality: row.quality, timing: row.timing, value: row.value },
  };
}
