import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import HeartOutlined from '@ant-design/icons/es/icons/HeartOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Card } from '../../shared/ui/Card';
import { lazy, useDeferredValue, useState } from 'react';
import type { ServiceRequestDto, UserDto } from '../../api';
import { displayName } from '../../shared/account';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { errorMessage } from '../../shared/errors';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { useNearViewport } from '../../shared/useNearViewport';
import { ListEmpty, ListError } from '../../shared/ListStates';
import { notify } from '../../shared/ui/notify';
import { RequestCard, RequestCardSkeleton, RequestStatusBadge, useCategoryLookup } from '../requests';
import { GoogleLinkNotice } from '../../shared/GoogleLinkNotice';
import { CalendarFeedPanel } from '../bookings';
import { InviteToRequestButton } from '../shortlist';
import { PlanDashboardCard } from '../planning';
import { useBookingsForCoupleQuery } from '../../api';
import { AdminNote } from '../../shared/AdminNote';
import type { CloseRequestDialogProps } from './CloseRequestDialog';
import { PendingRequests, pendingSentRequests } from './PendingRequests';
import { useRequestsMineQuery, useRequestsUpdateStatusMutation } from '../../api';
import { href, paths } from '../../shared/paths';

// The first screen (the head, the requests, the plan's card) draws without antd; what uses it loads after: each
// request's bookings and offers, the account's settings cards when scrolled near, the closing dialog when opened.
const RequestFollowUp = lazy(() => import('./RequestFollowUp'));
const CoupleAccountCards = lazy(() => import('./CoupleAccountCards'));
const CloseRequestDialog = lazyOnOpen<CloseRequestDialogProps>(() => import('./CloseRequestDialog').then((module) => module.CloseRequestDialog));

/**
 * The account's settings cards (password, messaging, devices, data), below the requests on a phone: their antd forms
 * load when the visitor comes near them, not with the dashboard.
 */
function AccountCardsWhenNear() {
  const [ref, near] = useNearViewport<HTMLDivElement>(false, { margin: '200px' });
  return (
    <div ref={ref} className="dashboard-side__account">
      {near && (
        <AntdBoundary>
          <CoupleAccountCards />
        </AntdBoundary>
      )}
    </div>
  );
}

/** 'Znovu otevřít' of a closed request (PATCH status active). */
function ReopenButton({ request }: { request: ServiceRequestDto }) {
  const [updateStatus, { isLoading }] = useRequestsUpdateStatusMutation();
  const reopen = async () => {
    try {
      await updateStatus({ id: request.id, updateRequestStatusDto: { status: 'active' } }).unwrap();
      void notify('success', { title: 'Poptávka byla znovu otevřena' });
    } catch (error) {
      void notify('error', { title: 'Poptávku se nepodařilo znovu otevřít', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };
  return (
    <PlainButton icon={<RedoOutlined aria-hidden="true" />} loading={isLoading} onClick={() => void reopen()}>
      Znovu otevřít
    </PlainButton>
  );
}

export interface CoupleDashboardProps {
  user: UserDto | null;
  isAdmin: boolean;
}

/**
 * A signed-in user without a provider profile: their own requests, which they can close and reopen,
 * each with its offers (compare, accept, decline, write to the provider).
 */
export function CoupleDashboard({ user, isAdmin }: CoupleDashboardProps) {
  const categories = useCategoryLookup();
  const mine = useRequestsMineQuery();
  // The requests render in a deferred pass (in slices, see usePagedList); the skeleton stays until then.
  const answer = useDeferredValue(mine.data);
  const requests = answer ?? [];
  const [closing, setClosing] = useState<ServiceRequestDto | null>(null);
  const [closeOpen, setCloseOpen] = useState(false);
  // Sent from this browser but not (yet) the account's: shown as pending, never as "no request".
  const pending = pendingSentRequests(user, answer);
  // The calendar feed only matters once there is a booking to put in a calendar.
  const bookings = useBookingsForCoupleQuery();
  const hasBooking = (bookings.data?.length ?? 0) > 0;

  return (
    <div className="page dashboard dashboard--couple">
      <GoogleLinkNotice />
      <header className="dashboard__head">
        <h1 className="dashboard__title">{`Vítejte, ${displayName(user)}`}</h1>
        {user?.email && (
          <p className="dashboard__lead">
            Přihlášený účet: <strong>{user.email}</strong>
          </p>
        )}
      </header>
      {isAdmin && <AdminNote />}

      <div className="dashboard-grid">
        <section className="dashboard-card dashboard-requests" aria-labelledby="my-requests-title">
          <div className="dashboard-card__head">
            <h2 id="my-requests-title" className="dashboard-card__title">
              Moje poptávky
            </h2>
            <div className="dashboard-card__head-actions">
              <PlainLinkButton to={paths.shortlist} icon={<HeartOutlined aria-hidden="true" />}>
                Vybraní dodavatelé
              </PlainLinkButton>
              {requests.length + pending.length > 0 && (
                <PlainLinkButton to={href.home('ai-form')} icon={<PlusOutlined aria-hidden="true" />}>
                  Nová poptávka
                </PlainLinkButton>
              )}
            </div>
          </div>
          {mine.isError && !answer ? (
            <ListError title="Poptávky se nepodařilo načíst" error={mine.error} onRetry={() => mine.refetch()} />
          ) : !answer ? (
            <div>
              <p className="sr-only" role="status">
                Načítání poptávek…
              </p>
              <div className="dashboard-requests__list" aria-hidden="true">
                <RequestCardSkeleton />
              </div>
            </div>
          ) : requests.length === 0 && pending.length > 0 && user ? (
            <PendingRequests user={user} pending={pending} />
          ) : requests.length === 0 ? (
            <ListEmpty title="Zatím jste nezadali žádnou poptávku." headingLevel={3}>
              <p>Popište, co pro svatbu hledáte, a dodavatelé se vám ozvou. Zadání je zdarma.</p>
              <PlainLinkButton to={href.home('ai-form')} variant="primary" icon={<PlusOutlined aria-hidden="true" />}>
                Zadat poptávku
              </PlainLinkButton>
            </ListEmpty>
          ) : (
            <>
              {user && <PendingRequests user={user} pending={pending} />}
              <ul className="dashboard-requests__list" aria-busy={mine.isFetching || undefined}>
                {requests.map((request) => (
                  <li key={request.id} data-request-id={request.id} className="dashboard-request">
                    <RequestCard
                      request={request}
                      headingLevel={3}
                      categories={categories}
                      className={request.status === 'active' || request.status === 'booked' ? undefined : 'request-card--closed'}
                      actions={
                      <>
                          <RequestStatusBadge status={request.status} />
                          {/* A booked request (an offer accepted) is settled: its offer panel says what comes next ('Co dál'). */}
                          {request.status === 'active' && <InviteToRequestButton requestId={request.id} />}
                          {request.status === 'booked' ? null : request.status === 'active' ? (
                            <PlainButton
                              icon={<CheckCircleOutlined aria-hidden="true" />}
                              aria-haspopup="dialog"
                              onClick={() => {
                                setClosing(request);
                                setCloseOpen(true);
                              }}
                            >
                              Uzavřít poptávku
                            </PlainButton>
                          ) : request.status === 'unconfirmed' ? (
                            <span className="request-pending-note">
                              {`Potvrďte ji odkazem, který jsme poslali na ${request.contactInfo?.email ?? 'váš e-mail'}.`}
                            </span>
                          ) : (
                            <ReopenButton request={request} />
                          )}
                      </>
                      }
                    />
                    <AntdBoundary>
                      <RequestFollowUp request={request} />
                    </AntdBoundary>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <div className="dashboard-side">
          <PlanDashboardCard className="dashboard-card" />
          <Card className="dashboard-card" title={<h2 className="dashboard-card__title">Nabízíte svatební služby?</h2>}>
            <p className="dashboard-card__lead">
              Zaregistrujte se jako dodavatel, představte své služby párům a odpovídejte na jejich poptávky.
            </p>
            <PlainLinkButton
              to={paths.providerRegistration}
              variant="primary"
              icon={<ShopOutlined aria-hidden="true" />}
              className="dashboard-card__action"
            >
              Registrovat se jako dodavatel
            </PlainLinkButton>
          </Card>
          {hasBooking && <CalendarFeedPanel className="dashboard-card" />}
          <AccountCardsWhenNear />
        </div>
      </div>

      <CloseRequestDialog request={closing} open={closeOpen} onClose={() => setCloseOpen(false)} />
    </div>
  );
}
