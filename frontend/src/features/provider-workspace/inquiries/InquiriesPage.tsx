import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { Card } from '../../../shared/ui/Card';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Switch } from '../../../shared/ui/Switch';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useAccountProviderQuery, useRequestsListQuery } from '../../../api';
import type { ProviderProfileDto, ServiceRequestDto } from '../../../api';
import { replyMailto } from '../../../shared/ContactDialog';
import { telHref } from '../../../shared/contactLinks';
import { formatNumber, plural } from '../../../shared/format';
import { FullPageSpinner } from '../../../shared/FullPageSpinner';
import { PlainButton, PlainHrefButton, PlainLinkButton } from '../../../shared/PlainButton';
import { ListHeader, ListToolbar } from '../../../shared/ListPage';
import { ListEmpty } from '../../../shared/ListStates';
import { ListResults } from '../../../shared/ListResults';
import { REQUEST_RESULTS, RequestCard, RequestDetailDialog, SORT_OPTIONS, useCategoryLookup } from '../../requests';
import type { CategoryLookup } from '../../requests';
import { SubscriptionContactLink } from '../../../shared/SubscriptionContactLink';
import { OfferCardAction, useReplyUndo } from '../../offers';
import type { RequestReplyDto } from '../../../api';
import { InquiryFlags, invitedFirst } from './InquiryFlags';
import { useListParams, usePagedList } from '../../../shared/useListParams';
import { useSession } from '../../../shared/useSession';
import {
  CATEGORY_GROUPS,
  FALLBACK_CATEGORY_NAMES,
  LIST_PARAMS,
  PAGE_SIZE,
  PARAMS,
  countActiveFilters,
  readFilters,
  relevantParam,
  toggledCategories,
  toListArg,
} from './inquiryFilters';
import type { ParamName } from './inquiryFilters';
import { RetryAlert } from '../../../shared/RetryAlert';
import { relevanceAreasText, relevantCountText } from '../relevance';
import './inquiries.css';
import { href, paths } from '../../../shared/paths';

const TITLE = 'Klientská sekce';
export const INQUIRIES_LOGIN_PATH = href.login({ returnUrl: paths.inquiries });

const requestsWord = (count: number) => plural(count, ['poptávka', 'poptávky', 'poptávek']);

/** A short card in place of the list (visitor, not a provider, load failure). */
function GateCard({ children }: { children: ReactNode }) {
  return (
    <div className="page page--narrow inquiries-page">
      <Card className="inquiries-gate">
        <h1 className="inquiries-gate__title">{TITLE}</h1>
        {children}
      </Card>
    </div>
  );
}

/**
 * /inquiries, 'Klientská sekce' (seed 001): authenticated only. A visitor gets 'Přístup pouze pro
 * registrované poskytovatele' and a login button (instead of the login screen), a signed-in user
 * without a provider profile a way to register as a provider, a provider the requests.
 */
export default function InquiriesPage() {
  const { isAuthenticated, isLoading } = useSession();
  const profile = useAccountProviderQuery(undefined, { skip: !isAuthenticated });

  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) {
    return (
      <GateCard>
        <p className="inquiries-gate__text">Přístup pouze pro registrované poskytovatele</p>
        <PlainLinkButton to={INQUIRIES_LOGIN_PATH} variant="primary" icon={<LoginOutlined aria-hidden="true" />}>
          Přihlásit se
        </PlainLinkButton>
      </GateCard>
    );
  }
  if (profile.data) return <ProviderInquiries profile={profile.data} />;
  // null: no provider profile (the call answered 404 / 403).
  if (profile.isSuccess && profile.data === null) {
    return (
      <GateCard>
        <p className="inquiries-gate__text">
          Klientská sekce je určena pro registrované poskytovatele svatebních služeb. Zaregistrujte se jako dodavatel a
          uvidíte poptávky párů, které odpovídají vašim službám.
        </p>
        <PlainLinkButton to={paths.providerRegistration} variant="primary" icon={<ShopOutlined aria-hidden="true" />}>
          Registrovat se jako dodavatel
        </PlainLinkButton>
      </GateCard>
    );
  }
  if (profile.isError) {
    return (
      <GateCard>
        <RetryAlert title="Účet se nepodařilo načíst" error={profile.error} onRetry={() => profile.refetch()} />
      </GateCard>
    );
  }
  return <FullPageSpinner />;
}

/**
 * The actions of a card: first the offer ('Poslat nabídku', or the own offer's state, 'Napsat zprávu'
 * and 'Upravit nabídku'), which keep the provider in Svatby; then, secondary, the couple's e-mail
 * ('E-mail', a prefilled mail) and phone ('Kontakt', tel:), or the subscription prompt.
 */
function InquiryActions({ request, onLeave }: { request: ServiceRequestDto; onLeave: (reply: RequestReplyDto) => void }) {
  const contact = request.canSeeContact ? request.contactInfo : undefined;
  // A demo request has no contact for anyone and takes no offers: its card's badge says why.
  if (request.isDemo) return null;
  return (
    <>
      <OfferCardAction request={request} onLeave={onLeave} />
      {/* Only providers reach this list: the prompt leads to their subscription management. */}
      {!contact && <SubscriptionContactLink provider />}
      {contact?.email && (
        <PlainHrefButton
          variant="link"
          className="inquiry-secondary"
          icon={<MailOutlined aria-hidden="true" />}
          href={replyMailto(contact.email, request.title)}
          aria-label={`E-mail: ${request.title}`}
        >
          E-mail
        </PlainHrefButton>
      )}
      {contact?.phone && (
        <PlainHrefButton
          variant="link"
          className="inquiry-secondary"
          icon={<PhoneOutlined aria-hidden="true" />}
          href={telHref(contact.phone)}
          aria-label={`Kontakt (telefon): ${request.title}`}
        >
          Kontakt
        </PlainHrefButton>
      )}
    </>
  );
}

function categoryName(lookup: CategoryLookup, id: string): string {
  return lookup.names.get(id) ?? FALLBACK_CATEGORY_NAMES[id] ?? id;
}

/** The provider's view: relevant-only switch, category choice, sort, the cards and pagination. */
function ProviderInquiries({ profile }: { profile: ProviderProfileDto }) {
  const { params, update } = useListParams<ParamName>(LIST_PARAMS);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const categories = useCategoryLookup();

  const list = useRequestsListQuery(toListArg(filters));
  const pagedList = usePagedList(list, filters.page, PAGE_SIZE, update, PARAMS.page);
  const { total } = pagedList;
  // Issue 45: invited requests first; a request answered 'Nemám volný termín' / 'Nehodí se mi' leaves at once
  // (the server's list leaves it out too) and comes back on 'Vrátit zpět'.
  const replies = useReplyUndo();
  const { isHidden } = replies;
  const items = useMemo(() => invitedFirst(pagedList.items.filter((item) => !isHidden(item.id))), [pagedList.items, isHidden]);
  const paged = { ...pagedList, items };

  const [detail, setDetail] = useState<ServiceRequestDto | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const openDetail = (request: ServiceRequestDto) => {
    setDetail(request);
    setDetailOpen(true);
  };

  const resetFilters = () => update({ [PARAMS.relevant]: undefined, [PARAMS.category]: undefined });
  const checkCategory = (id: string, checked: boolean) =>
    update({ [PARAMS.category]: toggledCategories(filters.categories, id, checked) });

  return (
    <div className="page inquiries-page">
      <ListHeader
        titleId="inquiries-title"
        title={TITLE}
        // The relevant list is a subset of /poptavky: its count says what it counts (issue 51).
        count={total === undefined ? undefined : filters.relevant ? relevantCountText(total) : `${formatNumber(total)} ${requestsWord(total)}`}
        lead="Poptávky párů, na které můžete odpovědět. Kontakty vidíte s aktivním předplatným."
        toolbar={
          <ListToolbar
            id="inquiries"
            filtersOpen={filtersOpen}
            onToggleFilters={() => setFiltersOpen((open) => !open)}
            activeCount={activeCount}
            sort={filters.sort}
            sortOptions={SORT_OPTIONS}
            onSort={(value) => update({ [PARAMS.sort]: value })}
          />
        }
      />

      <div className="inquiries-layout">
        <section
          id="inquiries-filters"
          className={`inquiries-filters${filtersOpen ? ' inquiries-filters--open' : ''}`}
          aria-label="Filtry poptávek"
        >
          <div className="inquiries-switch">
            <Switch
              id="inquiries-relevant"
              checked={filters.relevant}
              onChange={(on) => update({ [PARAMS.relevant]: relevantParam(on) })}
              aria-describedby="inquiries-relevant-hint"
            />
            <label htmlFor="inquiries-relevant" className="inquiries-switch__label">
              Zobrazit pouze relevantní poptávky
            </label>
          </div>
          <p id="inquiries-relevant-hint" className="inquiries-filters__hint">
            Poptávky ve vašich kategoriích a oblastech. {relevanceAreasText(profile)}
          </p>

          <fieldset className="inquiries-categories">
            <legend className="inquiries-categories__legend">Kategorie</legend>
            <Checkbox
              checked={filters.categories.length === 0}
              onChange={() => update({ [PARAMS.category]: undefined })}
              className="inquiries-categories__all"
            >
              Všechny kategorie
            </Checkbox>
            {CATEGORY_GROUPS.map((group) => (
              <fieldset key={group.label} className="inquiries-category-group">
                <legend className="inquiries-category-group__legend">{group.label}</legend>
                {group.ids.map((id) => (
                  <Checkbox
                    key={id}
                    checked={filters.categories.includes(id)}
                    onChange={(event) => checkCategory(id, event.target.checked)}
                  >
                    {categoryName(categories, id)}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </fieldset>
          {activeCount > 0 && (
            <PlainButton variant="link" className="list-reset" onClick={resetFilters}>
              Zrušit filtry
            </PlainButton>
          )}
        </section>

        <div className="inquiries-main">
          {replies.notice}
          <ListResults
            titleId="inquiries-title"
            className="inquiries-results"
            list={list}
            paged={paged}
            page={filters.page}
            pageSize={PAGE_SIZE}
            {...REQUEST_RESULTS}
            empty={
              <ListEmpty title="Žádné poptávky">
                <p>
                  {activeCount > 0
                    ? 'Výběru neodpovídá žádná aktivní poptávka. Zkuste jinou kategorii nebo vypněte „Zobrazit pouze relevantní poptávky“.'
                    : 'Momentálně tu nejsou žádné aktivní poptávky odpovídající vašim službám a oblastem.'}
                </p>
                <PlainLinkButton to={paths.requests} variant="primary">
                  Zobrazit všechny poptávky
                </PlainLinkButton>
              </ListEmpty>
            }
            gridClassName="inquiries-grid"
            renderItem={(request) => {
              const contact = request.canSeeContact ? request.contactInfo : undefined;
              const contactText = contact ? contact.name || contact.email : '';
              return (
                <RequestCard
                  request={request}
                  className={request.invited ? 'inquiry-card--invited' : undefined}
                  // '3 z 8 nabídek' says it (InquiryFlags).
                  showOfferCount={false}
                  onOpen={openDetail}
                  descriptionLimit={300}
                  maxTags={request.services.length}
                  headingLevel={2}
                  categories={categories}
                  details={
                    <>
                      <InquiryFlags request={request} />
                      {contactText && (
                        <p className="inquiry-contact">
                          <span className="inquiry-contact__label">Kontakt: </span>
                          {contactText}
                        </p>
                      )}
                    </>
                  }
                  actions={<InquiryActions request={request} onLeave={(reply) => replies.leave(request, reply)} />}
                />
              );
            }}
          />
        </div>
      </div>

      <RequestDetailDialog
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        request={detail}
        categories={categories}
      />
    </div>
  );
}
