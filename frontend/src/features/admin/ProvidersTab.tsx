import { CheckCircleOutlined, DeleteOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Grid, Select, Table, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { AdminProviderDto } from '../../api';
import type { CategoryLookup } from '../../shared/categoryLookup';
import { mailtoHref, telHref } from '../../shared/contactLinks';
import { useCategoryOptions } from '../../shared/filterOptions';
import { formatCzk, formatDate, plural } from '../../shared/format';
import { filterOptionByLabel } from '../../shared/listParams';
import { FilterField, FilterPanel, FilterToggle, ListEmpty, ListError, SortField, SearchField } from '../../shared/ListPage';
import { DEMO_PROVIDER_LABEL } from '../../shared/ProviderCard';
import { ServiceTags } from '../../shared/ServiceTags';
import { useDebouncedParam, usePagedList } from '../../shared/useListParams';
import type { UpdateParams } from '../../shared/useListParams';
import { SubscriptionBadges } from './AdminBadges';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_DEBOUNCE_MS,
  DEFAULT_PROVIDER_SORT,
  PROVIDER_COLUMN_SORTS,
  PROVIDER_PARAMS,
  PROVIDER_SORT_OPTIONS,
  SUBSCRIPTION_FILTER_OPTIONS,
  columnSortOrder,
  countProviderFilters,
  sortFromColumn,
} from './adminParams';
import type { AdminProviderFilters, ProviderParamName, SubscriptionFilter } from './adminParams';
import { ActivateSubscriptionDialog, DeactivateSubscriptionDialog, DeleteProviderDialog } from './ProviderDialogs';
import { DetailItem, DetailList, tableLocale, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';

export interface ProvidersTabProps {
  filters: AdminProviderFilters;
  update: UpdateParams<ProviderParamName>;
  list: AdminListQuery<AdminProviderDto>;
  categories: CategoryLookup;
}

type DialogKind = 'activate' | 'deactivate' | 'delete';

/** Service badges per provider in the table (seed 001: 4 per supplier in lists, then '+N dalších'). */
const TABLE_SERVICE_TAGS = 4;

const nameId = (provider: AdminProviderDto) => `admin-provider-${provider.id}-name`;

/** 'Zkušenosti: 8 let' (1 rok, 2–4 roky); 'Zkušenosti: neuvedeno' when unknown. */
export function experienceText(years: number | null): string {
  if (years === null || years === undefined) return 'Zkušenosti: neuvedeno';
  return `Zkušenosti: ${years} ${plural(years, ['rok', 'roky', 'let'])}`;
}

/** 'od 15 000 Kč - do 40 000 Kč', one side only when the other is missing, 'Neuvedeno' without either. */
export function priceRangeText(from: number | null, to: number | null): string {
  const parts = [from !== null ? `od ${formatCzk(from)}` : null, to !== null ? `do ${formatCzk(to)}` : null].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(' - ') : 'Neuvedeno';
}

/** '+420 777 123 456', or null without a phone. */
export function providerPhone(provider: Pick<AdminProviderDto, 'phonePrefix' | 'phone'>): string | null {
  const phone = provider.phone?.trim();
  if (!phone) return null;
  return [provider.phonePrefix?.trim(), phone].filter(Boolean).join(' ');
}

const SOURCE_LABELS: Record<NonNullable<AdminProviderDto['subscriptionSource']>, string> = {
  stripe: 'platba kartou',
  offline: 'testovací platba',
  admin: 'zdarma od administrátora',
};

/** The expanded row: experience, description, areas, prices, services and the subscription's end. */
export function ProviderDetails({ provider, categories }: { provider: AdminProviderDto; categories: CategoryLookup }) {
  return (
    <DetailList label={`Detail dodavatele ${provider.companyName}`}>
      <DetailItem term="Cena">{priceRangeText(provider.priceFrom, provider.priceTo)}</DetailItem>
      <DetailItem term="Oblasti působení">
        {provider.serviceAreas.length > 0 ? provider.serviceAreas.join(', ') : 'Neuvedeno'}
      </DetailItem>
      <DetailItem term="Registrace">{formatDate(provider.createdAt)}</DetailItem>
      <DetailItem term="Předplatné">
        {provider.subscriptionActive && provider.subscriptionEndsAt
          ? `do ${formatDate(provider.subscriptionEndsAt)}${
              provider.subscriptionSource ? ` (${SOURCE_LABELS[provider.subscriptionSource]})` : ''
            }`
          : 'Bez předplatného'}
      </DetailItem>
      <DetailItem term="Popis" wide>
        <span className="admin-details__text">{provider.description?.trim() || 'Bez popisu'}</span>
      </DetailItem>
      <DetailItem term="Nabízené služby" wide>
        {provider.serviceType.length > 0 ? (
          <ServiceTags ids={provider.serviceType} names={categories.names} max={provider.serviceType.length} />
        ) : (
          'Neuvedeno'
        )}
      </DetailItem>
    </DetailList>
  );
}

/**
 * 'Dodavatelé' tab: every provider in a table filtered, sorted and paged on the server, with free
 * activation, deactivation and permanent deletion.
 */
export function ProvidersTab({ filters, update, list, categories }: ProvidersTabProps) {
  const activeCount = countProviderFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const categoryOptions = useCategoryOptions();

  const commitSearch = useCallback((value: string) => update({ [PROVIDER_PARAMS.search]: value }), [update]);
  const [searchText, setSearchText, flushSearch] = useDebouncedParam(
    filters.search,
    commitSearch,
    ADMIN_SEARCH_DEBOUNCE_MS,
  );
  const resetFilters = () => {
    setSearchText('');
    update({
      [PROVIDER_PARAMS.search]: undefined,
      [PROVIDER_PARAMS.subscription]: undefined,
      [PROVIDER_PARAMS.category]: undefined,
    });
  };

  const { resultsRef, items, loaded, showSkeleton, goToPage } = usePagedList(
    list,
    filters.page,
    ADMIN_PAGE_SIZE,
    update,
    PROVIDER_PARAMS.page,
  );
  const rows = loaded ? items : (list.data?.items ?? []);
  const total = loaded?.total ?? list.data?.total ?? 0;

  const dialog = useRowDialog<DialogKind, AdminProviderDto>();

  const pinActions = Grid.useBreakpoint().md === true;
  const columns: TableColumnsType<AdminProviderDto> = useMemo(
    () => [
      {
        key: 'companyName',
        width: 170,
        title: 'Firma',
        sorter: true,
        sortDirections: ['ascend'],
        sortOrder: columnSortOrder(PROVIDER_COLUMN_SORTS, 'companyName', filters.sort),
        render: (_, provider) => (
          <div className="admin-cell-name">
            <strong id={nameId(provider)} className="admin-cell-name__title">
              {provider.companyName}
            </strong>
            <span className="admin-cell-name__sub">{experienceText(provider.yearsExperience)}</span>
            {provider.isDemo && (
              <span className="admin-badges">
                <Tag className="admin-badge admin-badge--demo">{DEMO_PROVIDER_LABEL}</Tag>
              </span>
            )}
          </div>
        ),
      },
      {
        key: 'services',
        title: 'Služby',
        width: 150,
        render: (_, provider) =>
          provider.serviceType.length > 0 ? (
            <ServiceTags ids={provider.serviceType} names={categories.names} max={TABLE_SERVICE_TAGS} />
          ) : (
            'Neuvedeno'
          ),
      },
      {
        key: 'subscription',
        title: 'Předplatné',
        width: 170,
        render: (_, provider) => <SubscriptionBadges provider={provider} />,
      },
      {
        key: 'email',
        title: 'E-mail',
        render: (_, provider) => (
          <a className="admin-break" href={mailtoHref(provider.email)}>
            {provider.email}
          </a>
        ),
      },
      {
        key: 'phone',
        title: 'Telefon',
        width: 160,
        render: (_, provider) => {
          const phone = providerPhone(provider);
          return phone ? (
            <a className="admin-nowrap" href={telHref(phone)}>
              {phone}
            </a>
          ) : (
            'Neuvedeno'
          );
        },
      },
      {
        key: 'createdAt',
        title: 'Registrace',
        width: 115,
        sorter: true,
        sortDirections: ['descend', 'ascend'],
        sortOrder: columnSortOrder(PROVIDER_COLUMN_SORTS, 'createdAt', filters.sort),
        render: (_, provider) => <span className="admin-nowrap">{formatDate(provider.createdAt)}</span>,
      },
      {
        key: 'actions',
        title: 'Akce',
        // Pinned from tablets up; on phones it would cover half the table, so it scrolls along.
        fixed: pinActions ? 'right' : undefined,
        width: 200,
        render: (_, provider) => (
          <div className="admin-actions">
            {provider.subscriptionActive ? (
              <Button
                size="small"
                icon={<PauseCircleOutlined aria-hidden="true" />}
                aria-haspopup="dialog"
                aria-describedby={nameId(provider)}
                onClick={() => dialog.open('deactivate', provider)}
              >
                Deaktivovat
              </Button>
            ) : (
              <Button
                size="small"
                icon={<CheckCircleOutlined aria-hidden="true" />}
                aria-haspopup="dialog"
                aria-describedby={nameId(provider)}
                onClick={() => dialog.open('activate', provider)}
              >
                Aktivovat zdarma
              </Button>
            )}
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              aria-haspopup="dialog"
              aria-describedby={nameId(provider)}
              onClick={() => dialog.open('delete', provider)}
            >
              Smazat dodavatele
            </Button>
          </div>
        ),
      },
    ],
    [filters.sort, categories, pinActions],
  );

  const onTableChange: TableProps<AdminProviderDto>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const current = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sortFromColumn(
      PROVIDER_COLUMN_SORTS,
      current?.columnKey === undefined ? undefined : String(current.columnKey),
      current?.order,
      DEFAULT_PROVIDER_SORT,
    );
    update({ [PROVIDER_PARAMS.sort]: sort });
  };

  return (
    <div className="admin-tab">
      <h2 className="sr-only">Dodavatelé</h2>
      <div className="admin-tab__toolbar">
        <FilterToggle
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          activeCount={activeCount}
          controls="admin-providers-filters"
        />
        <SortField
          id="admin-providers-sort"
          value={filters.sort}
          options={PROVIDER_SORT_OPTIONS}
          onChange={(value) => update({ [PROVIDER_PARAMS.sort]: value })}
        />
      </div>

      <FilterPanel
        id="admin-providers-filters"
        label="Filtry dodavatelů"
        open={filtersOpen}
        activeCount={activeCount}
        onReset={resetFilters}
        columns={2}
      >
        <SearchField
          id="admin-providers-search"
          placeholder="Firma, e-mail, telefon, popis…"
          value={searchText}
          onChange={setSearchText}
          onSubmit={flushSearch}
        />
        <FilterField htmlFor="admin-providers-subscription" label="Předplatné">
          <Select
            id="admin-providers-subscription"
            allowClear
            placeholder="Všichni dodavatelé"
            value={filters.subscription}
            options={SUBSCRIPTION_FILTER_OPTIONS}
            onChange={(value?: SubscriptionFilter) => update({ [PROVIDER_PARAMS.subscription]: value })}
          />
        </FilterField>
        <FilterField htmlFor="admin-providers-category" label="Kategorie">
          <Select
            id="admin-providers-category"
            allowClear
            showSearch={{ filterOption: filterOptionByLabel }}
            placeholder="Všechny kategorie"
            value={filters.category}
            options={categoryOptions}
            onChange={(value?: string) => update({ [PROVIDER_PARAMS.category]: value })}
            notFoundContent="Nic nenalezeno"
          />
        </FilterField>
      </FilterPanel>

      <section ref={resultsRef} className="admin-results" aria-label="Seznam dodavatelů" aria-busy={list.isFetching}>
        {list.isError && !loaded ? (
          <ListError title="Dodavatele se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <Table<AdminProviderDto>
            className="admin-table"
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            rowClassName={() => 'admin-row'}
            scroll={{ x: 1160 }}
            showSorterTooltip={false}
            onChange={onTableChange}
            expandable={{
              columnTitle: <span className="sr-only">Detail</span>,
              expandedRowRender: (provider) => <ProviderDetails provider={provider} categories={categories} />,
            }}
            locale={tableLocale(
              showSkeleton ? (
                <p className="admin-table__loading">Načítání dodavatelů…</p>
              ) : (
                <ListEmpty title="Žádní dodavatelé nenalezeni" headingLevel={3}>
                  {activeCount > 0 && (
                    <Button type="primary" onClick={resetFilters}>
                      Zrušit filtry
                    </Button>
                  )}
                </ListEmpty>
              ),
            )}
            pagination={{
              current: filters.page,
              pageSize: ADMIN_PAGE_SIZE,
              total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count, [from, to]) => `${from}–${to} z ${count}`,
              onChange: goToPage,
            }}
          />
        )}
      </section>

      <ActivateSubscriptionDialog
        provider={dialog.props('activate').row}
        open={dialog.props('activate').open}
        onClose={dialog.close}
      />
      <DeactivateSubscriptionDialog
        provider={dialog.props('deactivate').row}
        open={dialog.props('deactivate').open}
        onClose={dialog.close}
      />
      <DeleteProviderDialog
        provider={dialog.props('delete').row}
        open={dialog.props('delete').open}
        onClose={dialog.close}
      />
    </div>
  );
}
