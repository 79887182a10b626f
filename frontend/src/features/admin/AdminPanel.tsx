import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useAdminAuditLogQuery,
  useAdminBookingsListQuery,
  useAdminListInvoicesQuery,
  useAdminMessageReportsQuery,
  useAdminProvidersQuery,
  useAdminRequestsQuery,
  useAdminReviewsQuery,
} from '../../api';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { errorMessage, errorStatus } from '../../shared/errors';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { useListParams } from '../../shared/useListParams';
import {
  AUDIT_LIST_PARAMS,
  BOOKING_LIST_PARAMS,
  INVOICE_LIST_PARAMS,
  MESSAGE_REPORT_LIST_PARAMS,
  OPEN_MESSAGE_REPORTS_ARG,
  PROVIDER_LIST_PARAMS,
  REQUEST_LIST_PARAMS,
  REVIEW_LIST_PARAMS,
  readAuditFilters,
  readBookingFilters,
  readInvoiceFilters,
  readMessageReportFilters,
  readProviderFilters,
  readRequestFilters,
  readReviewFilters,
  readTab,
  toAuditArg,
  toBookingsArg,
  toInvoicesArg,
  toMessageReportsArg,
  toProvidersArg,
  toRequestsArg,
  toReviewsArg,
  withTab,
} from './adminParams';
import type { AdminTab, AuditParamName, BookingParamName, InvoiceParamName, MessageReportParamName, ProviderParamName, RequestParamName, ReviewParamName } from './adminParams';
import { Spinner } from '../../shared/Spinner';
import { Tabs } from '../../shared/ui/Tabs';
import { BackupCard } from './BackupCard';
import OverviewCharts from './OverviewCharts';
import { RequestsTab } from './RequestsTab';
import './admin.css';
import { href, paths } from '../../shared/paths';

/** While a tab's code loads. */
function TabLoading() {
  return (
    <div className="admin-tab-loading" role="status">
      <Spinner />
      <span className="sr-only">Načítání…</span>
    </div>
  );
}

// The overview and the requests tab, the panel's first screen, come with it (their data is preloaded with the
// page's HTML: a lazy chunk would be one more step after it). The other tabs' tables, filters and dialogs load
// when the tab is first shown. The panel, the requests, providers and audit tabs draw without antd (their
// dialogs bring it when they open); the reviews and messages tabs, whose rows use antd, load it with their code.
const ProvidersTab = lazy(() => import('./ProvidersTab').then((module) => ({ default: module.ProvidersTab })));
const ReviewsTab = lazy(() => import('./ReviewsTab').then((module) => ({ default: module.ReviewsTab })));
const MessagesTab = lazy(() => import('./MessagesTab').then((module) => ({ default: module.MessagesTab })));
const BookingsTab = lazy(() => import('./BookingsTab').then((module) => ({ default: module.BookingsTab })));
const InvoicesTab = lazy(() => import('./InvoicesTab').then((module) => ({ default: module.InvoicesTab })));
const AuditTab = lazy(() => import('./AuditTab').then((module) => ({ default: module.AuditTab })));

/** 'Poptávky (12)' / 'Dodavatelé (5)'; without the count until the first answer. */
export function tabLabel(name: string, total: number | undefined): string {
  return total === undefined ? name : `${name} (${total})`;
}

/** The reason shown when the lists cannot be loaded: the server's message or 'HTTP {status}'. */
function loadFailure(error: unknown): string {
  const status = errorStatus(error);
  return errorMessage(error, status !== undefined ? `HTTP ${status}` : 'Server není dostupný.');
}

/** The error page: 'Chyba při načítání admin dat' with a hint to sign in as an admin. */
function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <section className="admin-card admin-error" role="alert" aria-labelledby="admin-error-title">
      <h2 id="admin-error-title" className="admin-card__title">
        Chyba při načítání admin dat
      </h2>
      <p className="admin-error__reason">{loadFailure(error)}</p>
      <p>Ujistěte se, že jste přihlášeni jako administrátor, a zkuste to znovu.</p>
      <div className="admin-error__actions">
        <PlainButton variant="primary" icon={<ReloadOutlined aria-hidden="true" />} onClick={onRetry}>
          Zkusit znovu
        </PlainButton>
        <PlainLinkButton to={href.login({ returnUrl: paths.admin })} icon={<LoginOutlined aria-hidden="true" />}>
          Přihlásit se jako administrátor
        </PlainLinkButton>
      </div>
    </section>
  );
}

/**
 * The admin panel (after the gate): backup, overview charts and the tabs 'Poptávky (N)',
 * 'Dodavatelé (N)', 'Rezervace', 'Faktury', 'Hodnocení', 'Zprávy (N open reports)' and 'Audit'. The two lists and the open
 * reports' count are asked for at once (the tab labels show them), the reviews, the reported messages
 * and the audit log when their tab opens; filters, sort, page and the open tab live in the URL.
 */
export function AdminPanel() {
  const categories = useCategoryLookup();
  const [params, setParams] = useSearchParams();
  const { update: updateRequests } = useListParams<RequestParamName>(REQUEST_LIST_PARAMS);
  const { update: updateProviders } = useListParams<ProviderParamName>(PROVIDER_LIST_PARAMS);
  const { update: updateReviews } = useListParams<ReviewParamName>(REVIEW_LIST_PARAMS);
  const { update: updateMessages } = useListParams<MessageReportParamName>(MESSAGE_REPORT_LIST_PARAMS);
  const { update: updateAudit } = useListParams<AuditParamName>(AUDIT_LIST_PARAMS);
  const { update: updateBookings } = useListParams<BookingParamName>(BOOKING_LIST_PARAMS);
  const { update: updateInvoices } = useListParams<InvoiceParamName>(INVOICE_LIST_PARAMS);
  const requestFilters = useMemo(() => readRequestFilters(params), [params]);
  const providerFilters = useMemo(() => readProviderFilters(params), [params]);
  const reviewFilters = useMemo(() => readReviewFilters(params), [params]);
  const messageFilters = useMemo(() => readMessageReportFilters(params), [params]);
  const auditFilters = useMemo(() => readAuditFilters(params), [params]);
  const bookingFilters = useMemo(() => readBookingFilters(params), [params]);
  const invoiceFilters = useMemo(() => readInvoiceFilters(params), [params]);
  const tab = readTab(params);

  const requests = useAdminRequestsQuery(toRequestsArg(requestFilters));
  const providers = useAdminProvidersQuery(toProvidersArg(providerFilters));
  // The reviews and the audit log load when their tab is first opened.
  const reviews = useAdminReviewsQuery(toReviewsArg(reviewFilters), { skip: tab !== 'reviews' });
  const messages = useAdminMessageReportsQuery(toMessageReportsArg(messageFilters), { skip: tab !== 'messages' });
  // The 'Zprávy (N)' label counts the open reports from the start: they are work waiting for an admin.
  const openMessageReports = useAdminMessageReportsQuery(OPEN_MESSAGE_REPORTS_ARG);
  const audit = useAdminAuditLogQuery(toAuditArg(auditFilters), { skip: tab !== 'audit' });
  const bookings = useAdminBookingsListQuery(toBookingsArg(bookingFilters), { skip: tab !== 'bookings' });
  const invoices = useAdminListInvoicesQuery(toInvoicesArg(invoiceFilters), { skip: tab !== 'invoices' });

  // Nothing could be loaded at all (e.g. the session lost its admin role): the error page.
  const failed =
    (requests.isError && !requests.data ? requests.error : undefined) ??
    (providers.isError && !providers.data ? providers.error : undefined);

  return (
    <div className="page admin-panel">
      <header className="admin-panel__head">
        <h1 className="admin-panel__title">Administrátorský panel</h1>
        <p className="admin-panel__lead">Správa poptávek a dodavatelů</p>
      </header>

      {failed !== undefined ? (
        <AdminLoadError
          error={failed}
          onRetry={() => {
            requests.refetch();
            providers.refetch();
          }}
        />
      ) : (
        <>
          <div className="admin-top">
            <BackupCard />
            <section className="admin-card admin-overview" aria-labelledby="admin-overview-title">
              <h2 id="admin-overview-title" className="admin-card__title">
                Přehled
              </h2>
              <OverviewCharts />
            </section>
          </div>

          <Tabs<AdminTab>
            className="admin-tabs"
            activeKey={tab}
            onChange={(key) => setParams((current) => withTab(current, key))}
            items={[
              {
                key: 'requests',
                label: tabLabel('Poptávky', requests.data?.total),
                children: <RequestsTab filters={requestFilters} update={updateRequests} list={requests} categories={categories} />,
              },
              {
                key: 'providers',
                label: tabLabel('Dodavatelé', providers.data?.total),
                children: (
                  <Suspense fallback={<TabLoading />}>
                    <ProvidersTab filters={providerFilters} update={updateProviders} list={providers} categories={categories} />
                  </Suspense>
                ),
              },
              {
                key: 'bookings',
                label: tabLabel('Rezervace', bookings.data?.total),
                children: (
                  <AntdBoundary fallback={<TabLoading />}>
                    <BookingsTab filters={bookingFilters} update={updateBookings} list={bookings} />
                  </AntdBoundary>
                ),
              },
              {
                key: 'invoices',
                label: tabLabel('Faktury', invoices.data?.total),
                children: (
                  <AntdBoundary fallback={<TabLoading />}>
                    <InvoicesTab filters={invoiceFilters} update={updateInvoices} list={invoices} />
                  </AntdBoundary>
                ),
              },
              {
                key: 'reviews',
                label: tabLabel('Hodnocení', reviews.data?.total),
                children: (
                  <AntdBoundary fallback={<TabLoading />}>
                    <ReviewsTab filters={reviewFilters} update={updateReviews} list={reviews} />
                  </AntdBoundary>
                ),
              },
              {
                key: 'messages',
                label: tabLabel('Zprávy', openMessageReports.data?.total),
                children: (
                  <AntdBoundary fallback={<TabLoading />}>
                    <MessagesTab filters={messageFilters} update={updateMessages} list={messages} />
                  </AntdBoundary>
                ),
              },
              {
                key: 'audit',
                label: 'Audit',
                children: (
                  <Suspense fallback={<TabLoading />}>
                    <AuditTab filters={auditFilters} update={updateAudit} list={audit} />
                  </Suspense>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
