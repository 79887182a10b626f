import { App, Button, Modal } from 'antd';
import { errorMessage } from '../../shared/errors';
import { ReauthenticationCancelled } from '../../shared/reauthentication';
import { useReauthentication } from '../account';
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

export interface RowActionDialogProps<Row> extends Omit<ActionDialogProps, 'open' | 'onConfirm' | 'children'> {
  /** The row the dialog acts on (kept while the dialog closes). */
  row: Row | null;
  open: boolean;
  /** The change (a mutation's unwrapped promise). */
  action: (row: Row) => Promise<unknown>;
  /** The notice after the change ('Dodavatel byl smazán'), or one made from the answer. */
  successTitle: string | ((answer: unknown) => string);
  /** The notice when it fails ('Nepodařilo se smazat dodavatele'), with the server's reason. */
  failureTitle: string;
  children: (row: Row) => ReactNode;
}

const RETRY_HINT = 'Zkuste to prosím znovu.';

/**
 * A row action of an admin table as a definition: the dialog, the change, and the success or failure
 * notice (the dialog closes on success and stays open with its input on failure).
 */
export function RowActionDialog<Row>({ row, open, action, successTitle, failureTitle, children, onClose, ...dialog }: RowActionDialogProps<Row>) {
  const { notification } = App.useApp();
  // A sensitive action (deleting a provider) may ask for the password again first.
  const reauthentication = useReauthentication();
  const confirm = async () => {
    if (!row) return;
    try {
      const answer = await reauthentication.run(() => action(row));
      notification.success({ title: typeof successTitle === 'function' ? successTitle(answer) : successTitle });
      onClose();
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      notification.error({ title: failureTitle, description: errorMessage(error, RETRY_HINT) });
    }
  };
  return (
    <>
      <ActionDialog {...dialog} open={open && row !== null} onConfirm={() => void confirm()} onClose={onClose}>
        {row && children(row)}
      </ActionDialog>
      {reauthentication.dialog}
    </>
  );
}
