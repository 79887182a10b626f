import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** 'Uložit', 'Smazat natrvalo', … */
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ('Ukládání...', 'Mazání...', …). */
  pendingLabel: string;
  pending: boolean;
  /** A destructive action (red confirm button). */
  danger?: boolean;
  /** E.g. a required field is blank. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Called once the dialog has closed (reset its fields here). */
  afterClose?: () => void;
  children: ReactNode;
}

/**
 * The dialogs of the admin panel: a title (h2), the content, 'Zrušit' and the confirm button that
 * shows `pendingLabel` while the action runs. Keyboard: focus stays inside, Escape and 'Zrušit'
 * close it (not while the action runs), focus returns to the button that opened it.
 */
export function ActionDialog({
  open,
  title,
  confirmLabel,
  pendingLabel,
  pending,
  danger,
  confirmDisabled,
  onConfirm,
  onClose,
  afterClose,
  children,
}: ActionDialogProps) {
  return (
    <Modal
      open={open}
      title={<h2 className="admin-dialog__title">{title}</h2>}
      onCancel={pending ? undefined : onClose}
      closable={!pending}
      mask={{ closable: !pending }}
      keyboard={!pending}
      afterClose={afterClose}
      destroyOnHidden
      className="admin-dialog"
      footer={
        <div className="admin-dialog__footer">
          <Button onClick={onClose} disabled={pending}>
            Zrušit
          </Button>
          <Button
            type="primary"
            danger={danger}
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
            aria-busy={pending || undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
