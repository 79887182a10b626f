import type { CreateBookingReviewDto, CreateReviewDto } from '../../api';

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
export const REVIEW_OVERALL_REQUIRED_MESSAGE = 'Celkové hodnocení je povinné';

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

/** A review through a booking's review link asks no e-mail: only the overall rating is required. */
export function validateBookingReview(values: ReviewFormValues): string | null {
  return values.overallRating ? null : REVIEW_OVERALL_REQUIRED_MESSAGE;
}

/** The booking review's body: the link's token and the review, without an e-mail (the booking has it). */
export function toCreateBookingReviewDto(values: ReviewFormValues, token: string): CreateBookingReviewDto {
  const { email: _email, ...review } = toCreateReviewDto(values);
  return { token, ...review };
}
