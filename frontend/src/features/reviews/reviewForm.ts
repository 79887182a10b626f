import type { CreateReviewDto } from '../../api';

/** The review form's values (antd Form). Ratings are 0 / undefined when not given. */
export interface ReviewFormValues {
  email?: string;
  reviewerName?: string;
  overallRating?: number;
  communicationRating?: number;
  qualityRating?: number;
  timingRating?: number;
  valueRating?: number;
  reviewText?: string;
}

export const REVIEW_REQUIRED_MESSAGE = 'Email a celkové hodnocení jsou povinné';
export const REVIEW_EMAIL_MESSAGE = 'Zadejte platnou emailovou adresu';
export const REVIEW_TEXT_MAX = 2000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own check before the server is asked: null when it may be sent. */
export function validateReview(values: ReviewFormValues): string | null {
  const email = values.email?.trim() ?? '';
  if (!email || !values.overallRating) return REVIEW_REQUIRED_MESSAGE;
  if (!EMAIL.test(email)) return REVIEW_EMAIL_MESSAGE;
  return null;
}

const rating = (value: number | undefined): number | undefined => (value && value >= 1 ? value : undefined);
const text = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** The create call's body: trimmed texts, unrated categories and empty texts left out. */
export function toCreateReviewDto(values: ReviewFormValues): CreateReviewDto {
  return {
    email: values.email?.trim() ?? '',
    reviewerName: text(values.reviewerName),
    overallRating: values.overallRating ?? 0,
    communicationRating: rating(values.communicationRating),
    qualityRating: rating(values.qualityRating),
    timingRating: rating(values.timingRating),
    valueRating: rating(values.valueRating),
    reviewText: text(values.reviewText),
  };
}
