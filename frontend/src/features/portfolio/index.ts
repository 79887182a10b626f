/* The reasons a review can be reported for, which the admin's reviews tab names. */
export { REPORT_REASONS } from './ReviewReportButton';
