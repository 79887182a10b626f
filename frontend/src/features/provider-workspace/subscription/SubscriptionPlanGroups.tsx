import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanDto, SubscriptionInfoDto } from '../../../api';
import { formatDate } from '../../../shared/format';
import { PlanCard, planNameId } from '../../../shared/PlanCard';
import { isCancelledButActive, isRunning, SUBSCRIPTION_TEXTS } from '../../../shared/subscriptionDisplay';
import { findPaidPlan, paidPlans, planChoice } from '../../../shared/subscriptionPlans';
import type { BillingPeriod } from '../../../shared/subscriptionPlans';
import { MANAGEMENT_TEXTS, useSchedulePlan } from './subscriptionManagement';

/*
 * The plans to choose from on /subscription-management, with antd's buttons and the confirmation of a cheaper plan:
 * loaded with antd when the section comes near the screen (the rest of the page is plain).
 */

const PERIOD_TITLES: { period: BillingPeriod; title: string }[] = [
  { period: 'monthly', title: 'Měsíční plány' },
  { period: 'yearly', title: 'Roční plány' },
];

/** 'Měsíční plány' and 'Roční plány' with the choice rule of seed 001, section 4. */
export default function PlanGroups({ plans, info, infoReady }: { plans: PlanDto[]; info: SubscriptionInfoDto | undefined; infoReady: boolean }) {
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const schedule = useSchedulePlan();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const cancelledButActive = Boolean(info && isCancelledButActive(info));

  const scheduleWith = async (plan: PlanDto, planType: string) => {
    setPendingId(plan.id);
    try {
      await schedule(planType, `${plan.name}: předplatné pokračuje i v dalším období.`);
    } finally {
      setPendingId(null);
    }
  };

  const choose = (plan: PlanDto) => {
    const choice = planChoice(plan, plans, info);
    if (choice.kind === 'current' || choice.kind === 'scheduled') return;
    if (choice.kind === 'checkout') {
      navigate(choice.to);
      return;
    }
    if (!findPaidPlan(plans, choice.planType)) {
      notification.error({ title: SUBSCRIPTION_TEXTS.errorTitle, description: MANAGEMENT_TEXTS.planNotFound });
      return;
    }
    if (choice.kind === 'schedule') {
      void scheduleWith(plan, choice.planType);
      return;
    }
    // A cheaper plan: it starts when the paid period ends; say so before changing anything.
    const current = findPaidPlan(plans, info?.planId)?.name ?? info?.planName ?? '';
    const end = info?.endDate ?? info?.activeUntil;
    modal.confirm({
      title: MANAGEMENT_TEXTS.downgradeConfirmTitle(plan.name),
      content: MANAGEMENT_TEXTS.downgradeConfirm(plan.name, current, end ? formatDate(end) : 'od dalšího období'),
      okText: MANAGEMENT_TEXTS.downgradeConfirmOk,
      cancelText: MANAGEMENT_TEXTS.downgradeConfirmKeep,
      onOk: () => scheduleWith(plan, choice.planType),
    });
  };

  return (
    <>
      {cancelledButActive && (
        <p className="subscription-plans__lead">
          Předplatné je zrušené, ale stále aktivní: vybraný plán se aktivuje bez platby teď a bude platit od dalšího
          období.
        </p>
      )}
      {PERIOD_TITLES.map(({ period, title }) => {
        const list = paidPlans(plans, period);
        if (list.length === 0) return null;
        const titleId = `plans-${period}-title`;
        return (
          <section key={period} className="subscription-plans__group" aria-labelledby={titleId}>
            <h3 id={titleId} className="subscription-plans__title">
              {title}
            </h3>
            <ul className="subscription-plans__grid">
              {list.map((plan) => {
                const choice = planChoice(plan, plans, info);
                const isCurrent = isRunning(info) && info?.planId === plan.id;
                const nameId = planNameId('subscription-plan', plan);
                return (
                  <li key={plan.id} className="plan-card-wrap">
                    <PlanCard
                      plan={plan}
                      idPrefix="subscription-plan"
                      headingLevel={4}
                      className={isCurrent ? 'plan-card--current' : ''}
                      tag={isCurrent && choice.kind !== 'current' ? MANAGEMENT_TEXTS.currentPlan : undefined}
                      action={
                        choice.kind === 'current' || choice.kind === 'scheduled' ? (
                          <Button size="large" block disabled aria-describedby={nameId}>
                            {choice.kind === 'current' ? MANAGEMENT_TEXTS.currentPlan : MANAGEMENT_TEXTS.planScheduled}
                          </Button>
                        ) : (
                          <Button
                            size="large"
                            block
                            type={plan.isPopular ? 'primary' : 'default'}
                            aria-describedby={nameId}
                            disabled={!infoReady || (pendingId !== null && pendingId !== plan.id)}
                            loading={pendingId === plan.id}
                            onClick={() => choose(plan)}
                          >
                            {isCurrent ? MANAGEMENT_TEXTS.keepPlan : MANAGEMENT_TEXTS.choosePlan}
                          </Button>
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
