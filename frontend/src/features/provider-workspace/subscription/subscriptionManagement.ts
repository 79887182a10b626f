import { useSubscriptionSchedulePlanMutation } from '../../../api';
import type { SchedulePlanDto } from '../../../api';
import { errorMessage, errorStatus, isNetworkError } from '../../../shared/errors';
import { SUBSCRIPTION_TEXTS } from '../../../shared/subscriptionDisplay';
import { notify } from '../../../shared/ui/notify';

/** Texts of the page that tests and the e2e journeys read (seed 001, sections 2, 4 and 8). */
export const MANAGEMENT_TEXTS = {
  cancelButton: 'Zrušit předplatné',
  cancelConfirmTitle: 'Zrušit předplatné?',
  cancelConfirmOk: 'Ano, zrušit',
  cancelConfirmKeep: 'Ponechat předplatné',
  cancelConfirm: (company: string) =>
    `Opravdu chcete zrušit předplatné pro ${company}? Zůstane aktivní do konce fakturačního období.`,
  cancelled: 'Předplatné zrušeno',
  cancelFailed: 'Nepodařilo se zrušit předplatné',
  paymentDetails: 'Platební údaje',
  paymentDetailsInfo:
    'Platební kartu zadáváte při každé platbě na zabezpečené stránce platební brány. Plán změníte nebo obnovíte v nabídce níže.',
  planActivated: 'Plán aktivován',
  planNotFound: 'Plán nenalezen',
  planActivateFailed: 'Nepodařilo se aktivovat plán',
  planChangeFailed: 'Nepodařilo se změnit plán',
  choosePlan: 'Vybrat plán',
  currentPlan: 'Aktuální plán',
  keepPlan: 'Ponechat plán',
  noPayments: 'Zatím žádné platby',
  scheduled: (name: string) => `Od dalšího období: ${name}`,
  planScheduled: 'Naplánováno',
  changeScheduled: 'Změna plánu naplánována',
  changeUndone: 'Naplánovaná změna plánu zrušena',
  undoChange: 'Zrušit změnu plánu',
  downgradeConfirmTitle: (name: string) => `Přejít na plán ${name}?`,
  downgradeConfirm: (name: string, current: string, from: string) =>
    `Plán ${name} začne platit ${from}, kdy končí zaplacené období. Do té doby vám zůstává ${current}. Teď nic neplatíte.`,
  downgradeConfirmOk: 'Naplánovat změnu',
  downgradeConfirmKeep: 'Ponechat současný plán',
} as const;

/** The plan of the next period (POST /api/subscription/schedule-plan), with the page's notices. */
export function useSchedulePlan() {
  const [schedule] = useSubscriptionSchedulePlanMutation();
  return async (planType: string, fallbackDescription: string): Promise<void> => {
    try {
      const result = await schedule({ schedulePlanDto: { planType: planType as SchedulePlanDto['planType'] } }).unwrap();
      const next = result.subscription.scheduledPlanName;
      void notify('success', { title: result.message, description: next ? MANAGEMENT_TEXTS.scheduled(next) : fallbackDescription });
    } catch (error) {
      const status = errorStatus(error);
      const description = isNetworkError(error)
        ? MANAGEMENT_TEXTS.planChangeFailed
        : status === 400 || status === 404
          ? errorMessage(error, MANAGEMENT_TEXTS.planNotFound)
          : status !== undefined
            ? errorMessage(error, MANAGEMENT_TEXTS.planActivateFailed)
            : MANAGEMENT_TEXTS.planChangeFailed;
      void notify('error', { title: SUBSCRIPTION_TEXTS.errorTitle, description });
    }
  };
}
