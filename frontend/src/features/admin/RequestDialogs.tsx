import { App, Input } from 'antd';
import { useState } from 'react';
import {
  useAdminDeleteRequestMutation,
  useAdminMarkRequestForDeletionMutation,
  useAdminUpdateRequestNotesMutation,
} from '../../api';
import type { AdminRequestDto } from '../../api';
import { errorMessage } from '../../shared/formatters';
import { ActionDialog } from './ActionDialog';

const RETRY_HINT = 'Zkuste to prosím znovu.';

interface RequestDialogProps {
  /** The request the dialog acts on (kept while the dialog closes). */
  request: AdminRequestDto | null;
  open: boolean;
  onClose: () => void;
}

/** 'Upravit admin poznámky': the internal notes of a request (4 rows); an empty text clears them. */
export function NotesDialog({ request, open, onClose }: RequestDialogProps) {
  const { notification } = App.useApp();
  const [notes, setNotes] = useState<string | null>(null);
  const [updateNotes, { isLoading }] = useAdminUpdateRequestNotesMutation();
  const value = notes ?? request?.adminNotes ?? '';

  const save = async () => {
    if (!request) return;
    try {
      await updateNotes({ id: request.id, adminNotesDto: { notes: value.trim() } }).unwrap();
      notification.success({ title: 'Poznámky aktualizovány' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nepodařilo se aktualizovat poznámky', description: errorMessage(error, RETRY_HINT) });
    }
  };

  return (
    <ActionDialog
      open={open && request !== null}
      title="Upravit admin poznámky"
      confirmLabel="Uložit"
      pendingLabel="Ukládání..."
      pending={isLoading}
      onConfirm={save}
      onClose={onClose}
      afterClose={() => setNotes(null)}
    >
      {request && <p className="admin-dialog__subject">{`${request.coupleName} – ${request.title}`}</p>}
      <label htmlFor="admin-notes" className="admin-dialog__label">
        Admin poznámky
      </label>
      <Input.TextArea
        id="admin-notes"
        rows={4}
        autoFocus
        maxLength={2000}
        value={value}
        onChange={(event) => setNotes(event.target.value)}
        placeholder="Interní poznámky k poptávce (vidí je jen administrátoři)"
      />
    </ActionDialog>
  );
}

export const DELETION_REASON_PLACEHOLDER = 'Např. starší než měsíc, splněno, neaktuální';

/** 'Označit pro smazání': a non-blank reason is required (3 rows). */
export function MarkForDeletionDialog({ request, open, onClose }: RequestDialogProps) {
  const { notification } = App.useApp();
  const [reason, setReason] = useState('');
  const [mark, { isLoading }] = useAdminMarkRequestForDeletionMutation();
  const blank = reason.trim() === '';

  const confirm = async () => {
    if (!request || blank) return;
    try {
      await mark({ id: request.id, markForDeletionDto: { reason: reason.trim() } }).unwrap();
      notification.success({ title: 'Poptávka označena pro smazání' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nepodařilo se označit poptávku pro smazání', description: errorMessage(error, RETRY_HINT) });
    }
  };

  return (
    <ActionDialog
      open={open && request !== null}
      title="Označit poptávku pro smazání"
      confirmLabel="Označit pro smazání"
      pendingLabel="Označování..."
      pending={isLoading}
      danger
      confirmDisabled={blank}
      onConfirm={confirm}
      onClose={onClose}
      afterClose={() => setReason('')}
    >
      {request && <p className="admin-dialog__subject">{`${request.coupleName} – ${request.title}`}</p>}
      <label htmlFor="admin-deletion-reason" className="admin-dialog__label">
        Důvod smazání <span aria-hidden="true">*</span>
      </label>
      <Input.TextArea
        id="admin-deletion-reason"
        rows={3}
        autoFocus
        required
        aria-required="true"
        aria-describedby="admin-deletion-reason-hint"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder={DELETION_REASON_PLACEHOLDER}
      />
      <p id="admin-deletion-reason-hint" className="admin-dialog__hint">
        Důvod je povinný. Označenou poptávku pak můžete natrvalo smazat.
      </p>
    </ActionDialog>
  );
}

/** 'Smazat poptávku': permanent deletion of a request marked for deletion. */
export function DeleteRequestDialog({ request, open, onClose }: RequestDialogProps) {
  const { notification } = App.useApp();
  const [remove, { isLoading }] = useAdminDeleteRequestMutation();

  const confirm = async () => {
    if (!request) return;
    try {
      await remove({ id: request.id }).unwrap();
      notification.success({ title: 'Poptávka byla smazána' });
      onClose();
    } catch (error) {
      notification.error({ title: 'Nepodařilo se smazat poptávku', description: errorMessage(error, RETRY_HINT) });
    }
  };

  return (
    <ActionDialog
      open={open && request !== null}
      title="Smazat poptávku"
      confirmLabel="Smazat natrvalo"
      pendingLabel="Mazání..."
      pending={isLoading}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      {request && (
        <>
          <p>{`Opravdu chcete natrvalo smazat poptávku „${request.title}“ (${request.coupleName})?`}</p>
          {request.deletionReason && <p>{`Důvod označení: ${request.deletionReason}`}</p>}
          <p className="admin-dialog__warning">Tuto akci nelze vrátit zpět.</p>
        </>
      )}
    </ActionDialog>
  );
}
