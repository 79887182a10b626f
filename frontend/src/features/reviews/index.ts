/*
 * Reviews: the public portfolio's reviews section (the list, the form, the owner's replies, the reports;
 * each loaded when needed) and the link page that confirms a review (ReviewConfirmPage, a route of its own).
 */
export { ReviewsSection } from './ReviewsSection';
/* The reasons a review can be reported for, which the admin's reviews tab names. */
export { REPORT_REASONS } from './ReviewReportButton';
