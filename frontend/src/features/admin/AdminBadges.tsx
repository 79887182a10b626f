import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import { Tag } from '../../shared/ui/Tag';
import type { AdminProviderDto } from '../../api';

/** Badges of the admin tables (colours in admin.css, all WCAG AA). */

export const OLDER_THAN_MONTH_LABEL = 'Starší než měsíc';
export const MARKED_FOR_DELETION_LABEL = 'Označeno pro smazání';
export const ACTIVE_SUBSCRIPTION_LABEL = 'Aktivní předplatné';
export const NO_SUBSCRIPTION_LABEL = 'Bez předplatného';

export type PlanType = NonNullable<AdminProviderDto['subscriptionPlanType']>;

export const PLAN_LABELS: Record<PlanType, string> = { basic: 'Basic', premium: 'Premium' };

/** The orange 'Starší než měsíc' badge. */
export function OlderThanMonthBadge() {
  return (
    <Tag className="admin-badge admin-badge--old" icon={<ClockCircleOutlined aria-hidden="true" />}>
      {OLDER_THAN_MONTH_LABEL}
    </Tag>
  );
}

/** The red 'Označeno pro smazání' badge. */
export function MarkedForDeletionBadge() {
  return (
    <Tag className="admin-badge admin-badge--marked" icon={<DeleteOutlined aria-hidden="true" />}>
      {MARKED_FOR_DELETION_LABEL}
    </Tag>
  );
}

/** 'Aktivní předplatné' or 'Bez předplatného', plus the plan ('Basic' / 'Premium') when there is one. */
export function SubscriptionBadges({ provider }: { provider: Pick<AdminProviderDto, 'subscriptionActive' | 'subscriptionPlanType'> }) {
  const plan = provider.subscriptionPlanType;
  return (
    <span className="admin-badges">
      {provider.subscriptionActive ? (
        <Tag className="admin-badge admin-badge--active">
          {ACTIVE_SUBSCRIPTION_LABEL}
        </Tag>
      ) : (
        <Tag className="admin-badge admin-badge--none">
          {NO_SUBSCRIPTION_LABEL}
        </Tag>
      )}
      {plan && (
        <Tag className={`admin-badge admin-badge--plan admin-badge--${plan}`}>
          <span className="sr-only">Plán: </span>
          {PLAN_LABELS[plan]}
        </Tag>
      )}
    </span>
  );
}
