/**
 * @rtk-query/codegen-openapi configuration: `npm run codegen -w frontend` (from the repo root)
 * regenerates src/api/generated.ts from the API contract ../openapi.json.
 * Tags and cache behaviour are added in src/api/index.ts, never in the generated file.
 * Operations that are full page navigations (Google sign-in and its callback redirect the browser)
 * are left out: the UI sets window.location to them instead of fetching. So are Stripe's
 * webhook, which only Stripe calls, the backup download, which the browser streams to a file, the
 * event stream (an EventSource reads it), message attachments, a booking's PDF and .ics, the calendar feed
 * the plan's guest list CSV and the invoices' PDFs (downloaded as files or read by calendar apps: the UI links to them).
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const pageNavigations = ['authGoogle', 'authGoogleCallback'];
const serverOnly = [
  'stripeWebhook', 'adminBackupDatabase', 'eventsStream', 'conversationsAttachment', 'bookingsDocumentPdf', 'bookingsEventIcs', 'calendarFeedIcs',
  'exportPlanGuests', 'downloadInvoice', 'adminDownloadInvoice',
];

const config = {
  schemaFile: '../openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
  filterEndpoints: (operationName) => !pageNavigations.includes(operationName) && !serverOnly.includes(operationName),
};

module.exports = config;
