import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CrownOutlined from '@ant-design/icons/es/icons/CrownOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { Card } from '../../../shared/ui/Card';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRequestsListQuery } from '../../../api';
import type { ProviderProfileDto, ServiceRequestDto } from '../../../api';
import { ContactDialog } from '../../../shared/ContactDialog';
import { displayUrl, externalHref, mailtoHref, telHref } from '../../../shared/contactLinks';
import { formatNumber, plural } from '../../../shared/format';
import { PlainButton, PlainLinkButton } from '../../../shared/PlainButton';
import { useStagedCount } from '../../../shared/firstScreen';
import { GoogleLinkNotice } from '../../../shared/GoogleLinkNotice';
import { ListEmpty, ListError } from '../../../shared/ListStates';
import { RequestCard, RequestCardSkeleton, RequestDetailDialog, useCategoryLookup } from '../../requests';
import { ServiceTags } from '../../../shared/ServiceTags';
import { SubscriptionContactLink } from '../../../shared/SubscriptionContactLink';
import { useAverageRating } from '../../../shared/useAverageRating';
import { hasSubscription, SUBSCRIPTION_TEXTS } from '../../../shared/subscriptionDisplay';
import { relevanceAreasText } from '../relevance';
import { SubscriptionStatusBadge, subscriptionNote, useSubscriptionState } from '../subscription/SubscriptionStatus';
import type { SubscriptionState } from '../subscription/SubscriptionStatus';
import { OfferCardAction, ProviderOffersList, useReplyUndo } from '../../offers';
import { INVITED_TEXT, InquiryFlags, invitedFirst } from '../inquiries/InquiryFlags';
import { CalendarFeedPanel, ProviderBookings } from '../../bookings';
import { AdminNote } from '../../../shared/AdminNote';
import { ResultsSection } from '../results/ResultsSection';
import { href, paths } from '../../../shared/paths';
import './providerDashboard.css';

/** Relevant requests loaded on the dashboard (the API's largest page); the rest are in /inquiries. */
export const DASHBOARD_REQUESTS = 50;
/** On the app's first page: the cards drawn with the page (a phone's screen and more), then more per frame (useStagedCount). */
const FIRST_CARDS = 4;
const CARDS_PER_FRAME = 6;

const yearsWord = (years: number) => plural(years, ['rok', 'roky', 'let']);

/** The 'Aktuální plán' stat: the plan name or 'Bezplatný účet', with the status and days remaining. */
function planStat(state: SubscriptionState): { value: string; note?: string; busy: boolean } {
  if (state.kind === 'loading') return { value: '…', note: SUBSCRIPTION_TEXTS.loading, busy: true };
  if (state.kind === 'error') return { value: SUBSCRIPTION_TEXTS.errorTitle, note: SUBSCRIPTION_TEXTS.errorText, busy: false };
  const { display } = state;
  if (display.tone === 'free') return { value: display.planLabel, busy: false };
  return { value: display.planLabel, note: [display.status, display.note].filter(Boolean).join(' · '), busy: false };
}

function StatCard({ label, value, note, busy }: { label: string; value: string; note?: string; busy?: boolean }) {
  return (
    <div className="dashboard-stat" aria-busy={busy || undefined}>
      <dt className="dashboard-stat__label">{label}</dt>
      <dd className="dashboard-stat__value">{value}</dd>
      {note && <dd className="dashboard-stat__note">{note}</dd>}
    </div>
  );
}

export interface ProviderDashboardProps {
  profile: ProviderProfileDto;
  isAdmin: boolean;
}

/** The provider's dashboard (seed 001, "Provider dashboard"). */
export function ProviderDashboard({ profile, isAdmin }: ProviderDashboardProps) {
  const categories = useCategoryLookup();
  const list = useRequestsListQuery({ filtered: true, sort: 'newest', page: 1, pageSize: DASHBOARD_REQUESTS });
  const rating = useAverageRating(profile);
  const { state: subscription } = useSubscriptionState();
  const plan = planStat(subscription);
  const display = subscription.kind === 'ready' ? subscription.display : null;
  const subscribed = subscription.kind === 'ready' && hasSubscription(subscription.info);
  // The cards render in a deferred pass (in slices, see usePagedList); the skeletons stay until then.
  const answer = useDeferredValue(list.data);
  // Issue 45: invited requests first, flagged; an answered one ('Nemám volný termín', 'Nehodí se mi') leaves at once.
  const replies = useReplyUndo();
  const { isHidden } = replies;
  const requests = useMemo(() => invitedFirst((answer?.items ?? []).filter((item) => !isHidden(item.id))), [answer, isHidden]);
  const invitedCount = requests.filter((request) => request.invited).length;
  const shownCards = useStagedCount(requests.length, { first: FIRST_CARDS, perFrame: CARDS_PER_FRAME, ready: answer !== undefined });
  const total = answer?.total;

  // Dialogs: the last request stays in a dialog while it closes.
  const [detail, setDetail] = useState<ServiceRequestDto | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [contact, setContact] = useState<ServiceRequestDto | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const openDetail = (request: ServiceRequestDto) => {
    setDetail(request);
    setDetailOpen(true);
  };
  const openContact = (request: ServiceRequestDto) => {
    setContact(request);
    setContactOpen(true);
  };

  const website = externalHref(profile.website);

  return (
    <div className="page dashboard dashboard--provider">
      <GoogleLinkNotice />
      <header className="dashboard__head">
        <h1 className="dashboard__title">{`Vítejte, ${profile.companyName}`}</h1>
        <p className="dashboard__lead">Přehled vašeho dodavatelského účtu a poptávek, které odpovídají vašim službám.</p>
      </header>
      {isAdmin && <AdminNote />}

      <dl className="dashboard-stats" aria-label="Přehled účtu">
        <StatCard
          label="Relevantní poptávky"
          value={total !== undefined ? formatNumber(total) : list.isError ? '–' : '…'}
          note="ve vašich kategoriích a oblastech"
          busy={list.isLoading}
        />
        <StatCard
          label="Pozvánky od párů"
          value={answer ? formatNumber(invitedCount) : list.isError ? '–' : '…'}
          note="páry vás pozvaly k nabídce"
          busy={list.isLoading}
        />
        <StatCard label="Průměrné hodnocení" value={rating.value} note={rating.note} busy={rating.loading} />
        <StatCard label="Aktuální plán" value={plan.value} note={plan.note} busy={plan.busy} />
      </dl>

      <div className="dashboard-grid">
        <div className="dashboard-main">
          <section className="dashboard-card dashboard-requests" aria-labelledby="relevant-requests-title">
            <div className="dashboard-card__head">
              <h2 id="relevant-requests-title" className="dashboard-card__title">
                Relevantní poptávky
              </h2>
              {total !== undefined && total > 0 && <span className="list-count-pill">{formatNumber(total)}</span>}
            </div>
            <p className="dashboard-card__lead">Aktivní poptávky párů ve vašich kategoriích a oblastech.</p>
            <p className="dashboard-card__lead dashboard-requests__areas">{relevanceAreasText(profile)}</p>
            {invitedCount > 0 && (
              <p className="dashboard-requests__invited" role="note">
                {`${INVITED_TEXT}: ${formatNumber(invitedCount)} ${plural(invitedCount, ['poptávka', 'poptávky', 'poptávek'])} nahoře v seznamu. `}
                <Link to={paths.inquiries}>Otevřít v Klientské sekci</Link>
              </p>
            )}
            {replies.notice}
            {list.isError && !answer ? (
              <ListError title="Poptávky se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
            ) : !answer ? (
              <div>
                <p className="sr-only" role="status">
                  Načítání poptávek…
                </p>
                <div className="dashboard-requests__list" aria-hidden="true">
                  <RequestCardSkeleton />
                  <RequestCardSkeleton />
                </div>
              </div>
            ) : requests.length === 0 ? (
              <ListEmpty title="Žádné relevantní poptávky" headingLevel={3}>
                <p>
                  Momentálně tu nejsou aktivní poptávky odpovídající vašim službám a oblastem. Zkuste upravit nabízené
                  služby nebo oblasti působnosti v nastavení profilu.
                </p>
                <PlainLinkButton to={paths.profileSettings} variant="primary" icon={<EditOutlined aria-hidden="true" />}>
                  Upravit služby v nastavení profilu
                </PlainLinkButton>
              </ListEmpty>
            ) : (
              <>
                <div className="dashboard-requests__scroll" role="region" aria-label="Seznam relevantních poptávek">
                  <ul className="dashboard-requests__list">
                    {requests.slice(0, shownCards).map((request) => (
                      <li key={request.id}>
                        <RequestCard
                          request={request}
                          className={request.invited ? 'inquiry-card--invited' : undefined}
                          showOfferCount={false}
                          details={<InquiryFlags request={request} />}
                          onOpen={openDetail}
                          descriptionLimit={100}
                          maxTags={2}
                          headingLevel={3}
                          categories={categories}
                          actions={
                            <>
                              {/* The main actions keep the provider in Svatby (as in /inquiries); the contact is secondary. */}
                              <OfferCardAction request={request} onLeave={(reply) => replies.leave(request, reply)} />
                              <PlainButton icon={<InfoCircleOutlined aria-hidden="true" />} onClick={() => openDetail(request)}>
                                Více informací
                              </PlainButton>
                              {request.isDemo ? null : request.canSeeContact && request.contactInfo ? (
                                <PlainButton icon={<PhoneOutlined aria-hidden="true" />} onClick={() => openContact(request)}>
                                  Kontakt na zákazníka
                                </PlainButton>
                              ) : (
                                <SubscriptionContactLink provider />
                              )}
                            </>
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </div>
                {total !== undefined && total > requests.length && (
                  <p className="dashboard-requests__more">
                    {`Zobrazeno ${formatNumber(requests.length)} z ${formatNumber(total)}. `}
                    <Link to={paths.inquiries}>Zobrazit všechny v Klientské sekci</Link>
                  </p>
                )}
              </>
            )}
          </section>
          {/* Below the relevant requests, with the page: their regions and headings are landmarks a screen reader jumps to. */}
          <ProviderBookings />
          <ProviderOffersList />
          {/* Issue 47: below the first screen; its code and recharts load when it comes near. */}
          <ResultsSection />
        </div>

        <div className="dashboard-side">
          <Card
            className="dashboard-card dashboard-profile"
            title={<h2 className="dashboard-card__title">Můj profil</h2>}
            extra={<SubscriptionStatusBadge state={subscription} />}
          >
            <h3 className="dashboard-profile__name">{profile.companyName}</h3>
            {profile.description && <p className="dashboard-profile__description">{profile.description}</p>}
            <dl className="dashboard-facts">
              <div className="dashboard-fact">
                <dt>Oblasti působnosti</dt>
                <dd>{profile.location}</dd>
              </div>
              <div className="dashboard-fact">
                <dt>E-mail</dt>
                <dd>
                  <a href={mailtoHref(profile.email)}>{profile.email}</a>
                </dd>
              </div>
              {profile.phone && (
                <div className="dashboard-fact">
                  <dt>Telefon</dt>
                  <dd>
                    <a href={telHref(`${profile.phonePrefix}${profile.phone}`)}>
                      {`${profile.phonePrefix} ${profile.phone}`}
                    </a>
                  </dd>
                </div>
              )}
              {website && (
                <div className="dashboard-fact">
                  <dt>Web</dt>
                  <dd>
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      {displayUrl(website)}
                    </a>
                  </dd>
                </div>
              )}
              <div className="dashboard-fact">
                <dt>Předplatné</dt>
                <dd>{display ? display.planLabel : (subscriptionNote(subscription) ?? SUBSCRIPTION_TEXTS.loading)}</dd>
              </div>
              {display?.daysRemaining && (
                <div className="dashboard-fact">
                  <dt>Zbývající doba</dt>
                  <dd>{display.daysRemaining}</dd>
                </div>
              )}
              {profile.yearsExperience !== null && (
                <div className="dashboard-fact">
                  <dt>Zkušenosti</dt>
                  <dd>{`${profile.yearsExperience} ${yearsWord(profile.yearsExperience)}`}</dd>
                </div>
              )}
            </dl>
            <h3 className="dashboard-profile__subtitle">Poskytované služby</h3>
            {profile.services.length > 0 ? (
              <ServiceTags ids={profile.services} names={categories.names} max={profile.services.length} />
            ) : (
              <p className="dashboard-profile__description">Neuvedeno</p>
            )}
            <PlainLinkButton to={paths.profileSettings} icon={<EditOutlined aria-hidden="true" />} className="dashboard-card__action">
              Upravit profil
            </PlainLinkButton>
          </Card>

          <Card className="dashboard-card" title={<h2 className="dashboard-card__title">Rychlé akce</h2>}>
            <nav className="dashboard-actions" aria-label="Rychlé akce">
              <PlainLinkButton to={paths.calendar} block icon={<CalendarOutlined aria-hidden="true" />}>
                Kalendář dostupnosti
              </PlainLinkButton>
              <PlainLinkButton to={paths.portfolio} block icon={<PictureOutlined aria-hidden="true" />}>
                Moje portfolio
              </PlainLinkButton>
              <PlainLinkButton to={paths.inquiries} block icon={<TeamOutlined aria-hidden="true" />}>
                Klientská sekce
              </PlainLinkButton>
              <PlainLinkButton to={href.portfolio(profile.id)} block icon={<EyeOutlined aria-hidden="true" />}>
                Veřejný profil
              </PlainLinkButton>
            </nav>
          </Card>

          <CalendarFeedPanel provider />

          <Card className="dashboard-card" title={<h2 className="dashboard-card__title">Předplatné</h2>}>
            <p className="dashboard-subscription__status">
              {display && display.tone !== 'free' && <span className="dashboard-subscription__plan">{display.planLabel}</span>}
              <SubscriptionStatusBadge state={subscription} />
            </p>
            {subscriptionNote(subscription) && <p className="dashboard-subscription__note">{subscriptionNote(subscription)}</p>}
            {display?.activeUntil && <p className="dashboard-subscription__note">{display.activeUntil}</p>}
            {!subscribed && (
              <p className="dashboard-card__lead">
                S předplatným uvidíte kontakty na páry a váš profil se zobrazí v seznamu dodavatelů.
              </p>
            )}
            <PlainLinkButton
              to={paths.subscriptionManagement}
              variant="primary"
              icon={<CrownOutlined aria-hidden="true" />}
              className="dashboard-card__action"
            >
              {subscribed ? 'Spravovat předplatné' : 'Vybrat plán'}
            </PlainLinkButton>
          </Card>
        </div>
      </div>

      <RequestDetailDialog
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        request={detail}
        categories={categories}
      />
      {contact && <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} request={contact} />}
    </div>
  );
}
