import { Select } from 'antd';
import { useState } from 'react';
import {
  useAdminActivateSubscriptionMutation,
  useAdminDeactivateSubscriptionMutation,
  useAdminDeleteProviderMutation,
} from '../../api';
import type { AdminProviderDto } from '../../api';
import { RowActionDialog } from './ActionDialog';
import { PLAN_LABELS } from './AdminBadges';
import type { PlanType } from './AdminBadges';

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
  const [plan, setPlan] = useState<PlanType>(DEFAULT_FREE_PLAN);
  const [activate, { isLoading }] = useAdminActivateSubscriptionMutation();
  return (
    <RowActionDialog
      row={provider}
      open={open}
      onClose={onClose}
      title="Aktivovat předplatné zdarma"
      confirmLabel="Aktivovat zdarma"
      pendingLabel="Aktivuji..."
      pending={isLoading}
      action={(row) => activate({ id: row.id, activateSubscriptionDto: { planType: plan } }).unwrap()}
      successTitle={(answer) => (answer as { message?: string }).message || 'Předplatné bylo aktivováno'}
      failureTitle="Nepodařilo se aktivovat předplatné"
      afterClose={() => setPlan(DEFAULT_FREE_PLAN)}
    >
      {(row) => (
        <>
          <p className="admin-dialog__subject">{row.companyName}</p>
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
        </>
      )}
    </RowActionDialog>
  );
}

/** 'Deaktivovat předplatné': ends the provider's subscription now (with a confirmation). */
export function DeactivateSubscriptionDialog({ provider, open, onClose }: ProviderDialogProps) {
  const [deactivate, { isLoading }] = useAdminDeactivateSubscriptionMutation();
  return (
    <RowActionDialog
      row={provider}
      open={open}
      onClose={onClose}
      title="Deaktivovat předplatné"
      confirmLabel="Deaktivovat"
      pendingLabel="Deaktivuji..."
      pending={isLoading}
      danger
      action={(row) => deactivate({ id: row.id }).unwrap()}
      successTitle="Předplatné bylo deaktivováno"
      failureTitle="Nepodařilo se deaktivovat předplatné"
    >
      {(row) => (
        <p>{`Opravdu chcete deaktivovat předplatné dodavatele ${row.companyName}? Předplatné skončí okamžitě a dodavatel přestane být uveden ve veřejném seznamu.`}</p>
      )}
    </RowActionDialog>
  );
}

/** 'Smazat dodavatele': permanent deletion of the provider and everything that belongs to it. */
export function DeleteProviderDialog({ provider, open, onClose }: ProviderDialogProps) {
  const [remove, { isLoading }] = useAdminDeleteProviderMutation();
  return (
    <RowActionDialog
      row={provider}
      open={open}
      onClose={onClose}
      title="Smazat dodavatele"
      confirmLabel="Smazat natrvalo"
      pendingLabel="Mazání..."
      pending={isLoading}
      danger
      action={(row) => remove({ id: row.id }).unwrap()}
      successTitle="Dodavatel byl smazán"
      failureTitle="Nepodařilo se smazat dodavatele"
    >
      {(row) => (
        <>
          <p>{`Opravdu chcete natrvalo smazat dodavatele ${row.companyName}?`}</p>
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
    </RowActionDialog>
  );
}
