import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import type { ReactNode } from 'react';
import { useSubscriptionInfoQuery } from '../../../api';
import { Tag } from '../../../shared/ui/Tag';
import type { SubscriptionInfoDto } from '../../../api';
import { SUBSCRIPTION_POLLING, SUBSCRIPTION_TEXTS, subscriptionDisplay } from '../../../shared/subscriptionDisplay';
import type { SubscriptionDisplay, SubscriptionTone } from '../../../shared/subscriptionDisplay';
import './subscriptions.css';

/** The subscription as a page shows it: loading, failed, or loaded with its display. */
export type SubscriptionState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; info: SubscriptionInfoDto; display: SubscriptionDisplay };

/**
 * The signed-in provider's subscription, refetched every 10 s and on mount (seed 001, section 7).
 * `skip` for users who cannot have one (visitors, couples).
 */
export function useSubscriptionState(skip = false) {
  const query = useSubscriptionInfoQuery(undefined, { ...SUBSCRIPTION_POLLING, skip });
  let state: SubscriptionState;
  if (query.data) state = { kind: 'ready', info: query.data, display: subscriptionDisplay(query.data) };
  else if (query.isError) state = { kind: 'error' };
  else state = { kind: 'loading' };
  return { state, query };
}

const TONE_ICON: Record<SubscriptionTone, ReactNode> = {
  free: <GiftOutlined aria-hidden="true" />,
  active: <CheckCircleOutlined aria-hidden="true" />,
  cancelled: <ClockCircleOutlined aria-hidden="true" />,
  inactive: <CloseCircleOutlined aria-hidden="true" />,
};

/** The status badge: 'Bezplatný účet', 'Aktivní', 'Aktivní (zrušeno)', 'Neaktivní'; 'Načítám informace...' / 'Chyba'. */
export function SubscriptionStatusBadge({ state }: { state: SubscriptionState }) {
  if (state.kind === 'loading') {
    return (
      <Tag className="subscription-status subscription-status--loading" aria-busy>
        {SUBSCRIPTION_TEXTS.loading}
      </Tag>
    );
  }
  if (state.kind === 'error') {
    return (
      <Tag className="subscription-status subscription-status--error" icon={<ExclamationCircleOutlined aria-hidden="true" />}>
        {SUBSCRIPTION_TEXTS.errorTitle}
      </Tag>
    );
  }
  const { tone, status } = state.display;
  return (
    <Tag className={`subscription-status subscription-status--${tone}`} icon={TONE_ICON[tone]}>
      {status}
    </Tag>
  );
}

/** The short line beside the badge: days remaining, the end date, 'Předplatné vypršelo', or the load failure. */
export function subscriptionNote(state: SubscriptionState): string | null {
  if (state.kind === 'loading') return null;
  if (state.kind === 'error') return SUBSCRIPTION_TEXTS.errorText;
  return state.display.note;
}
