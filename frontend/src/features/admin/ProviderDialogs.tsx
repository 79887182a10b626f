import { App, Select } from 'antd';
import { useState } from 'react';
import {
  useAdminActivateSubscriptionMutation,
  useAdminDeactivateSubscriptionMutation,
  useAdminDeleteProviderMutation,
} from '../../api';
import type { AdminProviderDto } from '../../api';
import { errorMessage } from '../../shared/formatters';
import { ActionDialog } from './ActionDialog';
import { PLAN_LABELS } from './AdminBadges';
import type { PlanType } from './AdminBadges';

const RETRY_HINT = 'Zkuste to prosím znovu.';

interface ProviderDialogProps {
  /** The provider the dialog acts on (kept while the dialog closes). */
  provider: AdminProviderDto | null;
  open: boolean;
  onClose: () => void;
}

const PLAN_OPTIONS = (Object.keys(PLAN_LABELS) as PlanType[]).map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }));

/** Free admin activation lasts one year (seed 001, section 9); plan Basic by default. */
export const DEFAULT_FREE_PLAN: PlanType = 'basic';

/** 'Aktivovat předplatné zdarma': pick Basic or Premium; the server activates it for 1 year. */
export function ActivateSubscriptionDialog({ provider, open, onClose }: ProviderDialogProps) {
  const { notification } = App.useApp();
  const [plan, setPlan] = useState<PlanType>(DEFAULT_FREE_PLAN);
  const [activate, { isLoading }] = useAdminActivateSubscriptionMutation();

  const confirm = async () => {
    if (!provider) return;
    try {
      const result = await activate({ id: provider.id, activateSubscriptionDto: { planType: plan } }).unwrap();
      notification.success({ title: result.message || 'Předplatné bylo aktivováno' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nepodařilo se aktivovat předplatné', description: errorMessage(error, RETRY_HINT) });
    }
  };

  return (
    <ActionDialog
      open={open && provider !== null}
      title="Aktivovat předplatné zdarma"
      confirmLabel="Aktivovat zdarma"
      pendingLabel="Aktivuji..."
      pending={isLoading}
      onConfirm={confirm}
      onClose={onClose}
      afterClose={() => setPlan(DEFAULT_FREE_PLAN)}
    >
      {provider && <p className="admin-dialog__subject">{provider.companyName}</p>}
      <label htmlFor="admin-free-plan" className="admin-dialog__label">
        Typ plánu
      </label>
      <Select
        id="admin-free-plan"
        className="admin-dialog__select"
        value={plan}
        options={PLAN_OPTIONS}
        onChange={(value: PlanType) => setPlan(value)}
      />
      <p className="admin-dialog__hint">Předplatné bude aktivováno na 1 rok zdarma.</p>
    </ActionDialog>
  );
}

/** 'Deaktivovat předplatné': ends the provider's subscription now (with a confirmation). */
export function DeactivateSubscriptionDialog({ provider, open, onClose }: ProviderDialogProps) {
  const { notification } = App.useApp();
  const [deactivate, { isLoading }] = useAdminDeactivateSubscriptionMutation();

  const confirm = async () => {
    if (!provider) return;
    try {
      await deactivate({ id: provider.id }).unwrap();
      notification.success({ title: 'Předplatné bylo deaktivováno' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nepodařilo se deaktivovat předplatné', description: errorMessage(error, RETRY_HINT) });
    }
  };

  return (
    <ActionDialog
      open={open && provider !== null}
      title="Deaktivovat předplatné"
      confirmLabel="Deaktivovat"
      pendingLabel="Deaktivuji..."
      pending={isLoading}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      {provider && (
        <p>{`Opravdu chcete deaktivovat předplatné dodavatele ${provider.companyName}? Předplatné skončí okamžitě a dodavatel přestane být uveden ve veřejném seznamu.`}</p>
      )}
    </ActionDialog>
  );
}

/** 'Smazat dodavatele': permanent deletion of the provider and everything that belongs to it. */
export function DeleteProviderDialog({ provider, open, onClose }: ProviderDialogProps) {
  const { notification } = App.useApp();
  const [remove, { isLoading }] = useAdminDeleteProviderMutation();

  const confirm = async () => {
    if (!provider) return;
    try {
      await remove({ id: provider.id }).unwrap();
      notification.success({ title: 'Dodavatel byl smazán' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nepodařilo se smazat dodavatele', description: errorMessage(error, RETRY_HINT) });
    }
  };

  return (
    <ActionDialog
      open={open && provider !== null}
      title="Smazat dodavatele"
      confirmLabel="Smazat natrvalo"
      pendingLabel="Mazání..."
      pending={isLoading}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      {provider && (
        <>
          <p>{`Opravdu chcete natrvalo smazat dodavatele ${provider.companyName}?`}</p>
          <p id="admin-delete-provider-scope">Smazáním se odstraní:</p>
          <ul className="admin-dialog__list" aria-labelledby="admin-delete-provider-scope">
            <li>profil dodavatele,</li>
            <li>kalendář a události,</li>
            <li>recenze a hodnocení,</li>
            <li>propojení s poptávkami.</li>
          </ul>
          <p className="admin-dialog__warning">Tuto akci nelze vrátit zpět.</p>
        </>
      )}
    </ActionDialog>
  );
}
