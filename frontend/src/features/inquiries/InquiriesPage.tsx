import { LoginOutlined, MailOutlined, PhoneOutlined, ReloadOutlined, ShopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Radio, Switch } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useProviderOwnProfileQuery, useRequestsListQuery } from '../../api';
import type { ServiceRequestDto } from '../../api';
import { replyMailto } from '../../shared/ContactDialog';
import { telHref } from '../../shared/contactLinks';
import { formatNumber, plural } from '../../shared/format';
import { errorMessage, errorStatus } from '../../shared/formatters';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { LinkButton } from '../../shared/LinkButton';
import {
  ListEmpty,
  ListError,
  ListHeader,
  ListPagination,
  ListSkeleton,
  ListToolbar,
} from '../../shared/ListPage';
import { RequestCard, RequestCardSkeleton, useCategoryLookup } from '../../shared/RequestCard';
import type { CategoryLookup } from '../../shared/RequestCard';
import { RequestDetailDialog } from '../../shared/RequestDetailDialog';
import { SubscriptionContactLink } from '../../shared/SubscriptionContactLink';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useListParams, usePagedList } from '../../shared/useListParams';
import { useSession } from '../auth/useSession';
import {
  CATEGORY_GROUPS,
  FALLBACK_CATEGORY_NAMES,
  LIST_PARAMS,
  PAGE_SIZE,
  PARAMS,
  SORT_OPTIONS,
  countActiveFilters,
  readFilters,
  relevantParam,
  toListArg,
} from './inquiryFilters';
import type { ParamName } from './inquiryFilters';
import './inquiries.css';

const TITLE = 'Klientská sekce';
export const INQUIRIES_LOGIN_PATH = `/login?returnUrl=${encodeURIComponent('/inquiries')}`;

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
  useDocumentTitle(TITLE);
  const { isAuthenticated, isLoading } = useSession();
  const profile = useProviderOwnProfileQuery(undefined, { skip: !isAuthenticated });

  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) {
    return (
      <GateCard>
        <p className="inquiries-gate__text">Přístup pouze pro registrované poskytovatele</p>
        <LinkButton to={INQUIRIES_LOGIN_PATH} type="primary" icon={<LoginOutlined aria-hidden="true" />}>
          Přihlásit se
        </LinkButton>
      </GateCard>
    );
  }
  if (profile.data) return <ProviderInquiries />;
  if (profile.isError) {
    const status = errorStatus(profile.error);
    if (status === 404 || status === 403) {
      return (
        <GateCard>
          <p className="inquiries-gate__text">
            Klientská sekce je určena pro registrované poskytovatele svatebních služeb. Zaregistrujte se jako dodavatel
            a uvidíte poptávky párů, které odpovídají vašim službám.
          </p>
          <LinkButton to="/provider-registration" type="primary" icon={<ShopOutlined aria-hidden="true" />}>
            Registrovat se jako dodavatel
          </LinkButton>
        </GateCard>
      );
    }
    return (
      <GateCard>
        <Alert
          type="error"
          showIcon
          title="Účet se nepodařilo načíst"
          description={errorMessage(profile.error, 'Zkontrolujte připojení a zkuste to znovu.')}
          action={
            <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => profile.refetch()}>
              Zkusit znovu
            </Button>
          }
        />
      </GateCard>
    );
  }
  return <FullPageSpinner />;
}

/** The contact part of a card: 'Kontakt' (tel:) and 'Odpovědět' (mailto:) or the subscription badge. */
function InquiryActions({ request }: { request: ServiceRequestDto }) {
  const contact = request.canSeeContact ? request.contactInfo : undefined;
  // Only providers reach this list: the prompt leads to their subscription management.
  if (!contact) return <SubscriptionContactLink provider />;
  return (
    <>
      {contact.phone && (
        <Button icon={<PhoneOutlined aria-hidden="true" />} href={telHref(contact.phone)}>
          Kontakt
        </Button>
      )}
      {contact.email && (
        <Button type="primary" icon={<MailOutlined aria-hidden="true" />} href={replyMailto(contact.email, request.title)}>
          Odpovědět
        </Button>
      )}
    </>
  );
}

function categoryName(lookup: CategoryLookup, id: string): string {
  return lookup.names.get(id) ?? FALLBACK_CATEGORY_NAMES[id] ?? id;
}

/** The provider's view: relevant-only switch, category choice, sort, the cards and pagination. */
function ProviderInquiries() {
  const { params, update } = useListParams<ParamName>(LIST_PARAMS);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const categories = useCategoryLookup();

  const list = useRequestsListQuery(toListArg(filters));
  const { resultsRef, items, total, loaded: page, showSkeleton, skeletonCount, goToPage } = usePagedList(
    list,
    filters.page,
    PAGE_SIZE,
    update,
    PARAMS.page,
  );

  const [detail, setDetail] = useState<ServiceRequestDto | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const openDetail = (request: ServiceRequestDto) => {
    setDetail(request);
    setDetailOpen(true);
  };

  const resetFilters = () => update({ [PARAMS.relevant]: undefined, [PARAMS.category]: undefined });
  const chooseCategory = (id: string | undefined) => update({ [PARAMS.category]: id });

  return (
    <div className="page inquiries-page">
      <ListHeader
        titleId="inquiries-title"
        title={TITLE}
        count={total !== undefined ? `${formatNumber(total)} ${requestsWord(total)}` : undefined}
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
            Poptávky odpovídající službám ve vašem profilu.
          </p>

          <fieldset className="inquiries-categories">
            <legend className="inquiries-categories__legend">Kategorie</legend>
            <Radio
              name="inquiries-category"
              value=""
              checked={!filters.category}
              onChange={() => chooseCategory(undefined)}
              className="inquiries-categories__all"
            >
              Všechny kategorie
            </Radio>
            {CATEGORY_GROUPS.map((group) => (
              <fieldset key={group.label} className="inquiries-category-group">
                <legend className="inquiries-category-group__legend">{group.label}</legend>
                {group.ids.map((id) => (
                  <Radio
                    key={id}
                    name="inquiries-category"
                    value={id}
                    checked={filters.category === id}
                    onChange={() => chooseCategory(id)}
                  >
                    {categoryName(categories, id)}
                  </Radio>
                ))}
              </fieldset>
            ))}
          </fieldset>
          {activeCount > 0 && (
            <Button type="link" className="list-reset" onClick={resetFilters}>
              Zrušit filtry
            </Button>
          )}
        </section>

        <section
          ref={resultsRef}
          className="list-results inquiries-results"
          aria-labelledby="inquiries-title"
          aria-busy={list.isFetching}
        >
          {list.isError && !page ? (
            <ListError title="Poptávky se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
          ) : showSkeleton ? (
            <ListSkeleton count={skeletonCount} label="Načítání poptávek…" renderItem={() => <RequestCardSkeleton />} />
          ) : items.length === 0 ? (
            <ListEmpty title="Žádné poptávky">
              <p>
                {activeCount > 0
                  ? 'Výběru neodpovídá žádná aktivní poptávka. Zkuste jinou kategorii nebo vypněte „Zobrazit pouze relevantní poptávky“.'
                  : 'Momentálně tu nejsou žádné aktivní poptávky odpovídající vašim službám.'}
              </p>
              <LinkButton to="/poptavky" type="primary">
                Zobrazit všechny poptávky
              </LinkButton>
            </ListEmpty>
          ) : (
            <>
              <ul className={`list-grid inquiries-grid${list.isFetching ? ' list-grid--refreshing' : ''}`}>
                {items.map((request) => {
                  const contact = request.canSeeContact ? request.contactInfo : undefined;
                  const contactText = contact ? contact.name || contact.email : '';
                  return (
                    <li key={request.id} data-request-id={request.id}>
                      <RequestCard
                        request={request}
                        onOpen={openDetail}
                        descriptionLimit={300}
                        maxTags={request.services.length}
                        headingLevel={2}
                        categories={categories}
                        details={
                          contactText ? (
                            <p className="inquiry-contact">
                              <span className="inquiry-contact__label">Kontakt: </span>
                              {contactText}
                            </p>
                          ) : undefined
                        }
                        actions={<InquiryActions request={request} />}
                      />
                    </li>
                  );
                })}
              </ul>
              {page && (
                <ListPagination
                  label="Stránkování poptávek"
                  current={filters.page}
                  total={page.total}
                  pageSize={PAGE_SIZE}
                  onChange={goToPage}
                />
              )}
            </>
          )}
        </section>
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
