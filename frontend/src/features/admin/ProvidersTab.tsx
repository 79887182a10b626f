import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PauseCircleOutlined from '@ant-design/icons/es/icons/PauseCircleOutlined';
import { Tag } from '../../shared/ui/Tag';
import type { DataColumns } from '../../shared/ui/DataTable';
import { useMemo } from 'react';
import type { AdminProviderDto } from '../../api';
import type { CategoryLookup } from '../../shared/categoryLookup';
import { mailtoHref, telHref } from '../../shared/contactLinks';
import { useCategoryOptions } from '../../shared/filterOptions';
import { formatCzk, formatDate, plural } from '../../shared/format';
import { DEMO_PROVIDER_LABEL } from '../../shared/ProviderCard';
import { ServiceTags } from '../../shared/ServiceTags';
import type { UpdateParams } from '../../shared/useListParams';
import { SubscriptionBadges } from './AdminBadges';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  PROVIDER_TABLE_SORT,
  PROVIDER_COLUMN_SORTS,
  PROVIDER_PARAMS,
  SUBSCRIPTION_FILTER_OPTIONS,
  columnSortOrder,
  countProviderFilters,
} from './adminParams';
import type { AdminProviderFilters, ProviderParamName } from './adminParams';
import { AdminTable, RowAction, useActionsColumn } from './AdminTable';
import { categoryFilter, searchFilter } from '../../shared/ListFilters';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { DetailItem, DetailList, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';
import { EmailText } from '../../shared/EmailText';

// The row dialogs load when first opened.
const ActivateSubscriptionDialog = lazyOnOpen(() => import('./ProviderDialogs').then((module) => module.ActivateSubscriptionDialog));
const DeactivateSubscriptionDialog = lazyOnOpen(() => import('./ProviderDialogs').then((module) => module.DeactivateSubscriptionDialog));
const DeleteProviderDialog = lazyOnOpen(() => import('./ProviderDialogs').then((module) => module.DeleteProviderDialog));

export interface ProvidersTabProps {
  filters: AdminProviderFilters;
  update: UpdateParams<ProviderParamName>;
  list: AdminListQuery<AdminProviderDto>;
  categories: CategoryLookup;
}

/** The tab's texts (AdminTable). */
const TEXTS = {
      heading: 'Dodavatelé',
      results: 'Seznam dodavatelů',
      filters: 'Filtry dodavatelů',
      loading: 'Načítání dodavatelů…',
      empty: 'Žádní dodavatelé nenalezeni',
      loadError: 'Dodavatele se nepodařilo načíst',
};

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
  const categoryOptions = useCategoryOptions();
  const dialog = useRowDialog<DialogKind, AdminProviderDto>();
  const actions = useActionsColumn<AdminProviderDto>(200, (provider) => (
    <>
      {provider.subscriptionActive ? (
        <RowAction icon={<PauseCircleOutlined aria-hidden="true" />} describedBy={nameId(provider)} onClick={() => dialog.open('deactivate', provider)}>
          Deaktivovat
        </RowAction>
      ) : (
        <RowAction icon={<CheckCircleOutlined aria-hidden="true" />} describedBy={nameId(provider)} onClick={() => dialog.open('activate', provider)}>
          Aktivovat zdarma
        </RowAction>
      )}
      <RowAction danger icon={<DeleteOutlined aria-hidden="true" />} describedBy={nameId(provider)} onClick={() => dialog.open('delete', provider)}>
        Smazat dodavatele
      </RowAction>
    </>
  ));

  const columns: DataColumns<AdminProviderDto> = useMemo(
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
            <EmailText value={provider.email} />
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
      actions,
    ],
    [filters.sort, categories, actions],
  );

  return (
    <AdminTable
      id="admin-providers"
      texts={TEXTS}
      list={list}
      update={update}
      page={{ current: filters.page, param: PROVIDER_PARAMS.page }}
      sort={{ ...PROVIDER_TABLE_SORT, value: filters.sort }}
      filters={{
        activeCount: countProviderFilters(filters),
        fields: [
          searchFilter(PROVIDER_PARAMS.search, filters.search, 'Firma, e-mail, telefon, popis…', ADMIN_SEARCH_DEBOUNCE_MS),
          {
            kind: 'select',
            name: 'subscription',
            param: PROVIDER_PARAMS.subscription,
            label: 'Předplatné',
            placeholder: 'Všichni dodavatelé',
            value: filters.subscription,
            options: SUBSCRIPTION_FILTER_OPTIONS,
          },
          categoryFilter(PROVIDER_PARAMS.category, filters.category, categoryOptions),
        ],
      }}
      columns={columns}
      scrollX={1160}
      expandedRow={(provider) => <ProviderDetails provider={provider} categories={categories} />}
    >
      <ActivateSubscriptionDialog provider={dialog.props('activate').row} open={dialog.props('activate').open} onClose={dialog.close} />
      <DeactivateSubscriptionDialog
        provider={dialog.props('deactivate').row}
        open={dialog.props('deactivate').open}
        onClose={dialog.close}
      />
      <DeleteProviderDialog provider={dialog.props('delete').row} open={dialog.props('delete').open} onClose={dialog.close} />
    </AdminTable>
  );
}
