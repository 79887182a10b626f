import { CheckOutlined, DeleteOutlined, EyeInvisibleOutlined, FlagOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { Tag } from '../../shared/ui/Tag';
import type { DataColumns } from '../../shared/ui/DataTable';
import { useMemo } from 'react';
import type { AdminReviewDto } from '../../api';
import { formatDate } from '../../shared/format';
import { RatingStars } from '../../shared/RatingSummary';
import type { UpdateParams } from '../../shared/useListParams';
import { REPORT_REASONS } from '../reviews';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  FLAG_ON,
  REVIEW_PARAMS,
  REVIEW_RATING_OPTIONS,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUS_OPTIONS,
  countReviewFilters,
} from './adminParams';
import type { AdminReviewFilters, ReviewParamName } from './adminParams';
import { AdminTable, RowAction, useActionsColumn } from './AdminTable';
import { restoreLabel, ReviewDecisionDialog } from './ReviewDialogs';
import type { ReviewDecision } from './ReviewDialogs';
import { DetailItem, DetailList, useRowDialog } from './tableParts';
import type { AdminListQuery } from './tableParts';

export interface ReviewsTabProps {
  filters: AdminReviewFilters;
  update: UpdateParams<ReviewParamName>;
  list: AdminListQuery<AdminReviewDto>;
}

const TEXTS = {
  heading: 'Hodnocení',
  results: 'Seznam hodnocení',
  filters: 'Filtry hodnocení',
  loading: 'Načítání hodnocení…',
  empty: 'Žádná hodnocení nenalezena',
  loadError: 'Hodnocení se nepodařilo načíst',
};

const REASON_LABELS: Record<string, string> = Object.fromEntries(REPORT_REASONS.map((reason) => [reason.value, reason.label]));

/** The name cell's id: the row's action buttons say which review they act on. */
const nameId = (review: AdminReviewDto) => `admin-review-${review.id}-name`;

/** Red tint for reviews with open reports, like requests marked for deletion. */
export function reviewRowClass(review: AdminReviewDto): string {
  return review.openReports > 0 ? 'admin-row admin-row--marked' : 'admin-row';
}

/** The status tag and, when reported, 'Nahlášeno (N)'. */
function ReviewBadges({ review }: { review: AdminReviewDto }) {
  return (
    <span className="admin-badges">
      <Tag className="admin-badge">{REVIEW_STATUS_LABELS[review.status]}</Tag>
      {review.openReports > 0 && (
        <Tag className="admin-badge admin-badge--marked" icon={<FlagOutlined aria-hidden="true" />}>
          {`Nahlášeno (${review.openReports})`}
        </Tag>
      )}
    </span>
  );
}

/** The expanded row: the whole text, the reviewer's e-mail, the hiding reason and every report. */
export function ReviewDetails({ review }: { review: AdminReviewDto }) {
  return (
    <DetailList label={`Detail hodnocení od ${review.reviewerName}`}>
      <DetailItem term="Text" wide>
        <span className="admin-details__text">{review.reviewText.trim() || 'Bez textu'}</span>
      </DetailItem>
      <DetailItem term="E-mail autora">{review.email}</DetailItem>
      <DetailItem term="Vytvořeno">{formatDate(review.createdAt)}</DetailItem>
      {review.status === 'hidden' && (
        <DetailItem term="Důvod skrytí" wide>
          <span className="admin-details__text">{review.hiddenReason?.trim() || 'Neuveden'}</span>
        </DetailItem>
      )}
      <DetailItem term="Nahlášení" wide>
        {review.reports.length === 0 ? (
          'Žádná'
        ) : (
          <ul className="admin-review-reports">
            {review.reports.map((report) => (
              <li key={report.id}>
                <strong>{REASON_LABELS[report.reason] ?? report.reason}</strong>
                {report.byProvider && ' · od dodavatele'}
                {` · ${formatDate(report.createdAt)}`}
                {report.resolved && ' · vyřízeno'}
                {report.note && <span className="admin-details__text">{` – ${report.note}`}</span>}
              </li>
            ))}
          </ul>
        )}
      </DetailItem>
    </DetailList>
  );
}

/**
 * 'Hodnocení' tab: every review (any status), newest first, filtered and paged on the server, with
 * its reports; hide, restore (or keep a reported one) and delete, each with a reason for the audit log.
 */
export function ReviewsTab({ filters, update, list }: ReviewsTabProps) {
  const dialog = useRowDialog<ReviewDecision, AdminReviewDto>();
  const actions = useActionsColumn<AdminReviewDto>(230, (review) => (
    <>
      {review.status === 'confirmed' && (
        <RowAction icon={<EyeInvisibleOutlined aria-hidden="true" />} describedBy={nameId(review)} onClick={() => dialog.open('hide', review)}>
          Skrýt
        </RowAction>
      )}
      {(review.status === 'hidden' || (review.status === 'confirmed' && review.openReports > 0)) && (
        <RowAction
          icon={review.status === 'hidden' ? <UndoOutlined aria-hidden="true" /> : <CheckOutlined aria-hidden="true" />}
          describedBy={nameId(review)}
          onClick={() => dialog.open('restore', review)}
        >
          {restoreLabel(review)}
        </RowAction>
      )}
      <RowAction danger icon={<DeleteOutlined aria-hidden="true" />} describedBy={nameId(review)} onClick={() => dialog.open('delete', review)}>
        Smazat
      </RowAction>
    </>
  ));

  const columns: DataColumns<AdminReviewDto> = useMemo(
    () => [
      {
        key: 'review',
        width: 300,
        title: 'Hodnocení',
        render: (_, review) => (
          <div className="admin-cell-name">
            <strong id={nameId(review)} className="admin-cell-name__title">
              {review.reviewerName}
            </strong>
            <span>
              <RatingStars value={review.overallRating} small />
              <span className="sr-only">{`${review.overallRating} z 5`}</span>
            </span>
            {review.reviewText.trim() && <span className="admin-cell-name__sub admin-review-snippet">{review.reviewText}</span>}
          </div>
        ),
      },
      {
        key: 'provider',
        title: 'Dodavatel',
        width: 200,
        render: (_, review) => (
          <Button
            type="link"
            size="small"
            className="admin-link-button"
            title="Zobrazit jen hodnocení tohoto dodavatele"
            onClick={() => update({ [REVIEW_PARAMS.provider]: String(review.providerId) })}
          >
            {review.companyName ?? `#${review.providerId}`}
          </Button>
        ),
      },
      { key: 'status', title: 'Stav', width: 200, render: (_, review) => <ReviewBadges review={review} /> },
      {
        key: 'createdAt',
        title: 'Vytvořeno',
        width: 120,
        render: (_, review) => <span className="admin-nowrap">{formatDate(review.createdAt)}</span>,
      },
      actions,
    ],
    [actions, update],
  );

  return (
    <AdminTable
      id="admin-reviews"
      texts={TEXTS}
      list={list}
      update={update}
      page={{ current: filters.page, param: REVIEW_PARAMS.page }}
      filters={{
        activeCount: countReviewFilters(filters),
        fields: [
          {
            kind: 'search',
            name: 'provider',
            param: REVIEW_PARAMS.provider,
            placeholder: 'ID dodavatele',
            value: filters.provider,
            debounceMs: ADMIN_SEARCH_DEBOUNCE_MS,
          },
          {
            kind: 'select',
            name: 'status',
            param: REVIEW_PARAMS.status,
            label: 'Stav',
            placeholder: 'Všechny stavy',
            value: filters.status,
            options: REVIEW_STATUS_OPTIONS,
          },
          {
            kind: 'select',
            name: 'rating',
            param: REVIEW_PARAMS.rating,
            label: 'Hvězdy',
            placeholder: 'Všechna hodnocení',
            value: filters.rating === undefined ? undefined : String(filters.rating),
            options: REVIEW_RATING_OPTIONS,
          },
          {
            kind: 'custom',
            name: 'reported',
            params: [REVIEW_PARAMS.reported],
            node: (
              <div className="list-filter admin-filter-checks">
                <Checkbox
                  checked={filters.reported}
                  onChange={(event) => update({ [REVIEW_PARAMS.reported]: event.target.checked ? FLAG_ON : undefined })}
                >
                  Jen nahlášené
                </Checkbox>
              </div>
            ),
          },
        ],
      }}
      columns={columns}
      rowClassName={reviewRowClass}
      scrollX={1050}
      expandedRow={(review) => <ReviewDetails review={review} />}
    >
      {(['hide', 'restore', 'delete'] as const).map((kind) => (
        <ReviewDecisionDialog key={kind} kind={kind} review={dialog.props(kind).row} open={dialog.props(kind).open} onClose={dialog.close} />
      ))}
    </AdminTable>
  );
}
